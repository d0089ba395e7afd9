/**
 * The browser suite can run on several copies of the test server at once, one per Playwright
 * worker (E2E_STACKS, default 1; CI runs two: docs/decisions/048-browser-suite-on-two-stacks.md).
 * Each stack is whole and of its own: its app port (and Varnish on the next), its database, its
 * Redis database, its outbox and embedded data directory. So a spec sees exactly what it saw with
 * one worker: a server no other spec is changing at that moment.
 *
 * The runner reads the base values once and hands every stack's environment to its workers
 * (E2E_STACK_ENVS, inherited); each worker takes its own stack's before any spec loads, so every
 * spec and helper that reads E2E_PORT, DATABASE_URL, REDIS_URL, E2E_PGLITE_DIR or OUTBOX_DIR
 * addresses its own stack without knowing there are others.
 */
export type StackEnv = {
  E2E_PORT: string;
  DATABASE_URL: string;
  REDIS_URL: string;
  E2E_PGLITE_DIR: string;
  OUTBOX_DIR: string;
};

/** An environment as the process holds it (process.env, or a test's own). */
type Environment = Record<string, string | undefined>;

/** Ports of one stack: app, Varnish (+1), a spec's own server (+2, +3, +99). */
const PORTS_PER_STACK = 100;

export function stackEnvs(base: Environment): StackEnv[] {
  const count = Math.max(1, Number(base.E2E_STACKS ?? 1) || 1);
  const port = Number(base.E2E_PORT ?? 3100);
  return Array.from({ length: count }, (_, index) => ({
    E2E_PORT: String(port + PORTS_PER_STACK * index),
    DATABASE_URL: base.DATABASE_URL ? otherDatabase(base.DATABASE_URL, index) : '',
    REDIS_URL: base.DATABASE_URL && base.REDIS_URL ? otherRedisDatabase(base.REDIS_URL, index) : '',
    E2E_PGLITE_DIR: suffixed(base.E2E_PGLITE_DIR ?? './data/e2e-pglite', index),
    OUTBOX_DIR: suffixed(base.OUTBOX_DIR ?? './data/outbox', index),
  }));
}

const suffixed = (value: string, index: number) => (index === 0 ? value : `${value}-stack${index + 1}`);

function otherDatabase(databaseUrl: string, index: number): string {
  const url = new URL(databaseUrl);
  url.pathname = suffixed(url.pathname, index);
  return url.toString();
}

function otherRedisDatabase(redisUrl: string, index: number): string {
  const url = new URL(redisUrl);
  url.pathname = `/${(Number(url.pathname.slice(1)) || 0) + index}`;
  return url.toString();
}

/**
 * In the runner: records every stack's environment for the workers. In a worker: takes its stack's
 * (TEST_PARALLEL_INDEX). Returns them all, the runner's first.
 */
export function enterStack(env: Environment = process.env): StackEnv[] {
  env.E2E_STACK_ENVS ??= JSON.stringify(stackEnvs(env));
  const stacks = JSON.parse(env.E2E_STACK_ENVS) as StackEnv[];
  const own = stacks[Number(env.TEST_PARALLEL_INDEX ?? 0)];
  if (own === undefined) throw new Error(`no test stack for worker ${env.TEST_PARALLEL_INDEX}: E2E_STACKS=${stacks.length}`);
  // An empty DATABASE_URL means the embedded database, as src/env.ts reads it.
  Object.assign(env, own);
  return stacks;
}
