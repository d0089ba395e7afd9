/**
 * Issue 4's speed goals for `npm run bench:pages`, and the relative goals decision 012 proposes
 * in their place, checked against one run's figures.
 */

/** What a measured page stands for in the goals. */
export type PageRole = 'static' | 'render-floor' | 'stored' | 'first-render' | 'other';

export type PageFigures = { name: string; role: PageRole; rps: number; p99: number };

export type GoalCheck = { goal: string; page: string; value: string; met: boolean };

/** The issue's goals: stored pages at 70% of the static page with p99 under 150 ms, first renders at 100 req/s. */
export const ISSUE_GOALS = { storedShareOfStatic: 0.7, storedP99Ms: 150, firstRenderRps: 100 } as const;

/** Decision 012, option 1: p99 within 1.5 times the static page's, first renders at 40% of the render floor. */
export const PROPOSED_GOALS = { storedP99OfStatic: 1.5, firstRenderShareOfFloor: 0.4 } as const;

/** Issue 30: stored pages at 85% of the static page with p99 within 1.3 times its p99; npm start's processes within 500 MB once the demo has been served. */
export const ISSUE_30_GOALS = { storedShareOfStatic: 0.85, storedP99OfStatic: 1.3, memoryMb: 500 } as const;

const percent = (share: number) => `${Math.round(share * 100)}%`;

export function pageGoals(rows: readonly PageFigures[]): GoalCheck[] {
  const one = (role: PageRole) => rows.find((r) => r.role === role);
  const ceiling = one('static');
  const floor = one('render-floor');
  const checks: GoalCheck[] = [];
  for (const row of rows.filter((r) => r.role === 'stored')) {
    if (ceiling) {
      const share = row.rps / ceiling.rps;
      checks.push({ goal: `issue: stored >= ${percent(ISSUE_GOALS.storedShareOfStatic)} of static`, page: row.name, value: percent(share), met: share >= ISSUE_GOALS.storedShareOfStatic });
    }
    checks.push({ goal: `issue: stored p99 < ${ISSUE_GOALS.storedP99Ms} ms`, page: row.name, value: `${row.p99} ms`, met: row.p99 < ISSUE_GOALS.storedP99Ms });
    if (ceiling) {
      const ratio = row.p99 / ceiling.p99;
      checks.push({
        goal: `proposed: stored p99 <= ${PROPOSED_GOALS.storedP99OfStatic}x static's`,
        page: row.name,
        value: `${ratio.toFixed(2)}x`,
        met: ratio <= PROPOSED_GOALS.storedP99OfStatic,
      });
      checks.push({ goal: `issue 30: stored >= ${percent(ISSUE_30_GOALS.storedShareOfStatic)} of static`, page: row.name, value: percent(row.rps / ceiling.rps), met: row.rps / ceiling.rps >= ISSUE_30_GOALS.storedShareOfStatic });
      checks.push({
        goal: `issue 30: stored p99 <= ${ISSUE_30_GOALS.storedP99OfStatic}x static's`,
        page: row.name,
        value: `${ratio.toFixed(2)}x`,
        met: ratio <= ISSUE_30_GOALS.storedP99OfStatic,
      });
    }
  }
  for (const row of rows.filter((r) => r.role === 'first-render')) {
    checks.push({ goal: `issue: first render >= ${ISSUE_GOALS.firstRenderRps} req/s`, page: row.name, value: `${row.rps} req/s`, met: row.rps >= ISSUE_GOALS.firstRenderRps });
    if (floor) {
      const share = row.rps / floor.rps;
      checks.push({
        goal: `proposed: first render >= ${percent(PROPOSED_GOALS.firstRenderShareOfFloor)} of floor`,
        page: row.name,
        value: percent(share),
        met: share >= PROPOSED_GOALS.firstRenderShareOfFloor,
      });
    }
  }
  return checks;
}

/**
 * Issue 30's memory line, judged on the memory the processes hold, each page once (the sum of their
 * PSS): the sum of their resident sizes counts the Node binary's code once for each process,
 * though the kernel holds it once (docs/decisions/052-memory-counted-once.md).
 */
export function memoryGoal(pssMb: number): GoalCheck {
  return { goal: `issue 30: npm start's processes <= ${ISSUE_30_GOALS.memoryMb} MB (PSS)`, page: 'all', value: `${pssMb} MB`, met: pssMb <= ISSUE_30_GOALS.memoryMb };
}
