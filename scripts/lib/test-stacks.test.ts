import { describe, expect, it } from 'vitest';
import { enterStack, stackEnvs } from './test-stacks';

const POSTGRES = 'postgresql://postgres@127.0.0.1:5432/forecourt';

describe('stackEnvs', () => {
  it.each([
    ['one stack by default, as given', {}, [{ E2E_PORT: '3100', DATABASE_URL: '', REDIS_URL: '', E2E_PGLITE_DIR: './data/e2e-pglite', OUTBOX_DIR: './data/outbox' }]],
    [
      'two embedded stacks: ports 100 apart, directories of their own',
      { E2E_STACKS: '2', E2E_PORT: '3200' },
      [
        { E2E_PORT: '3200', DATABASE_URL: '', REDIS_URL: '', E2E_PGLITE_DIR: './data/e2e-pglite', OUTBOX_DIR: './data/outbox' },
        { E2E_PORT: '3300', DATABASE_URL: '', REDIS_URL: '', E2E_PGLITE_DIR: './data/e2e-pglite-stack2', OUTBOX_DIR: './data/outbox-stack2' },
      ],
    ],
    [
      'two production stacks: a database and a Redis database each',
      { E2E_STACKS: '2', DATABASE_URL: POSTGRES, REDIS_URL: 'redis://127.0.0.1:6379/4' },
      [
        { E2E_PORT: '3100', DATABASE_URL: POSTGRES, REDIS_URL: 'redis://127.0.0.1:6379/4', E2E_PGLITE_DIR: './data/e2e-pglite', OUTBOX_DIR: './data/outbox' },
        { E2E_PORT: '3200', DATABASE_URL: `${POSTGRES}-stack2`, REDIS_URL: 'redis://127.0.0.1:6379/5', E2E_PGLITE_DIR: './data/e2e-pglite-stack2', OUTBOX_DIR: './data/outbox-stack2' },
      ],
    ],
  ] as const)('%s', (_, base, expected) => {
    expect(stackEnvs(base)).toEqual(expected);
  });

  it('counts Redis databases from 0 when the URL names none', () => {
    const stacks = stackEnvs({ E2E_STACKS: '2', DATABASE_URL: POSTGRES, REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(stacks.map((s) => s.REDIS_URL)).toEqual(['redis://127.0.0.1:6379/0', 'redis://127.0.0.1:6379/1']);
  });

  it('runs one stack when the count is no number', () => {
    expect(stackEnvs({ E2E_STACKS: 'many' })).toHaveLength(1);
  });
});

describe('enterStack', () => {
  it('the runner keeps the first stack; a worker takes its own, from the list the runner handed down', () => {
    const runner: Record<string, string | undefined> = { E2E_STACKS: '2', E2E_PORT: '3100' };
    expect(enterStack(runner)).toHaveLength(2);
    expect(runner.E2E_PORT).toBe('3100');
    const worker: Record<string, string | undefined> = { ...runner, E2E_PORT: '9999', TEST_PARALLEL_INDEX: '1' };
    enterStack(worker);
    expect([worker.E2E_PORT, worker.OUTBOX_DIR]).toEqual(['3200', './data/outbox-stack2']);
    // Loaded again in the same worker, it stays on its stack.
    enterStack(worker);
    expect(worker.E2E_PORT).toBe('3200');
  });

  it('a worker without a stack is refused', () => {
    expect(() => enterStack({ E2E_STACKS: '1', TEST_PARALLEL_INDEX: '1' })).toThrow('no test stack for worker 1');
  });
});
