/**
 * What a start (or `npm run db:seed`) does with the demo network. The embedded default is the
 * demo's home: an empty one is seeded, so `npm install && npm start` shows sites. A PostgreSQL
 * database is a production's until someone asks for the demo (SEED_DEMO=1, `db:seed -- --demo`):
 * it starts empty, and its first dealership comes from a site file.
 */
export type DemoSeedDecision = 'seed' | 'keep' | 'leave-empty';

export function demoSeedDecision(input: { engine: 'pglite' | 'postgres'; demoAsked: boolean; hasSites: boolean }): DemoSeedDecision {
  if (input.hasSites) return 'keep';
  if (input.demoAsked || input.engine === 'pglite') return 'seed';
  return 'leave-empty';
}

/** What a start prints over an empty production database. */
export const FIRST_DEALERSHIP_HINT =
  'The database has no site yet. Add the first dealership with `npm run site:apply -- {site}.yaml` ' +
  '(a site file, docs/site-file.md), or the demo network with `npm run db:seed -- --demo`.';
