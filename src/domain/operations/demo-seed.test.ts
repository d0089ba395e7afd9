import { describe, expect, it } from 'vitest';
import { demoSeedDecision, type DemoSeedDecision } from './demo-seed';

describe('demoSeedDecision: the demo goes only where it is the default or asked for', () => {
  it.each<['pglite' | 'postgres', boolean, boolean, DemoSeedDecision]>([
    ['pglite', false, false, 'seed'],
    ['pglite', true, false, 'seed'],
    ['pglite', false, true, 'keep'],
    ['pglite', true, true, 'keep'],
    ['postgres', false, false, 'leave-empty'],
    ['postgres', true, false, 'seed'],
    ['postgres', false, true, 'keep'],
    ['postgres', true, true, 'keep'],
  ])('%s, demo asked %s, has sites %s: %s', (engine, demoAsked, hasSites, decision) => {
    expect(demoSeedDecision({ engine, demoAsked, hasSites })).toBe(decision);
  });
});
