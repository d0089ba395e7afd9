/** Issue 14's Lighthouse goals (mobile) and how a page's median scores meet them. */

export type LighthouseScores = { performance: number; accessibility: number; bestPractices: number; seo: number; cls: number };

export const LIGHTHOUSE_GOALS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, maxCls: 0.1 } as const;

export type Verdict = { goal: string; met: boolean };

export function verdicts(scores: LighthouseScores): Verdict[] {
  const g = LIGHTHOUSE_GOALS;
  return [
    { goal: `performance >= ${g.performance}`, met: scores.performance >= g.performance },
    { goal: `accessibility >= ${g.accessibility}`, met: scores.accessibility >= g.accessibility },
    { goal: `best practices >= ${g.bestPractices}`, met: scores.bestPractices >= g.bestPractices },
    { goal: `SEO >= ${g.seo}`, met: scores.seo >= g.seo },
    { goal: `CLS <= ${g.maxCls}`, met: scores.cls <= g.maxCls },
  ];
}

/** The median of the runs (the lower middle of an even count, so one lucky run does not carry it). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] as number;
}

/** Each score's median over the runs, taken per score (a run's scores are not kept together). */
export function medianScores(runs: readonly LighthouseScores[]): LighthouseScores {
  const of = (key: keyof LighthouseScores) => median(runs.map((r) => r[key]));
  return { performance: of('performance'), accessibility: of('accessibility'), bestPractices: of('bestPractices'), seo: of('seo'), cls: of('cls') };
}
