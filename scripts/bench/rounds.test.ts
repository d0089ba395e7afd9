import { describe, expect, it } from 'vitest';
import { summariseRounds } from './rounds';

const round = (rps: number, p50: number, p99: number, non2xx = 0, errors = 0) => ({ rps, p50, p99, non2xx, errors });

describe('summariseRounds', () => {
  it.each([
    { name: 'one bad round sets the worst p99, not the judged one', rounds: [round(300, 10, 40), round(330, 12, 45), round(270, 11, 400)], rps: 300, p50: 11, p99: 45, p99Worst: 400 },
    { name: 'a single round is its own median', rounds: [round(50, 900, 2000)], rps: 50, p50: 900, p99: 2000, p99Worst: 2000 },
    { name: 'of an even count, the upper middle', rounds: [round(10, 1, 30), round(20, 2, 10), round(30, 3, 20), round(40, 4, 40)], rps: 25, p50: 3, p99: 30, p99Worst: 40 },
  ])('$name', ({ rounds, rps, p50, p99, p99Worst }) => {
    expect(summariseRounds(rounds)).toMatchObject({ rps, p50, p99, p99Worst, p99ByRound: rounds.map((r) => r.p99), rpsByRound: rounds.map((r) => r.rps) });
  });

  it('adds up failed answers over the rounds', () => {
    expect(summariseRounds([round(1, 1, 1, 2, 1), round(1, 1, 1, 3, 0)])).toMatchObject({ non2xx: 5, errors: 1 });
  });
});
