import { describe, expect, it } from 'vitest';
import { backgroundWorkersOn, type WorkerSwitch } from './switch';

describe('the background workers switch', () => {
  it.each<[WorkerSwitch | undefined, WorkerSwitch | undefined, boolean]>([
    [undefined, undefined, true],
    ['on', undefined, true],
    ['off', undefined, false],
    [undefined, 'off', false],
    [undefined, 'on', true],
    ['on', 'off', true],
    ['off', 'on', false],
  ])('BACKGROUND_WORKERS=%s LEAD_WORKER=%s: runs %s', (background, lead, runs) => {
    expect(backgroundWorkersOn({ BACKGROUND_WORKERS: background, LEAD_WORKER: lead })).toBe(runs);
  });
});
