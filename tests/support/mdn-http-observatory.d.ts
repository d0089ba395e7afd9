// The parts of @mdn/mdn-http-observatory (plain JavaScript, no types) that observatory-grade.ts runs.
declare module '@mdn/mdn-http-observatory/src/retriever/retriever.js' {
  export type Retrieved = { responses: { auto: { status: number } | null } };
  export function retrieve(hostname: string, options: { httpPort?: number; httpsPort?: number; path?: string }): Promise<Retrieved>;
}
declare module '@mdn/mdn-http-observatory/src/constants.js' {
  import type { Retrieved } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
  export const ALL_TESTS: ((retrieved: Retrieved) => { result: string | null; pass?: boolean })[];
}
declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  export function getScoreModifier(result: string): number;
  export function getGradeForScore(score: number): { grade: string; score: number };
}
declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}
