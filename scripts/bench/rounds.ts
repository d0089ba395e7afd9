/**
 * One rule for every page benchmark's rounds (decision 012: goals are judged on the median round):
 * mean requests per second, median p50 and median p99. The worst round's p99 is kept beside it, so
 * a bad moment of the shared machine is shown but does not decide a verdict, and every round's
 * req/s and p99, so a reader sees how far the machine moved within a run.
 */
export type Round = { rps: number; p50: number; p99: number; non2xx: number; errors: number };
export type Rounds = Round & { p99Worst: number; p99ByRound: number[]; rpsByRound: number[] };

const median = (values: readonly number[]): number => {
  if (values.length === 0) throw new Error('median of no values');
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
};

export function summariseRounds(rounds: readonly Round[]): Rounds {
  const sum = (pick: (r: Round) => number) => rounds.reduce((total, r) => total + pick(r), 0);
  return {
    rps: Math.round(sum((r) => r.rps) / rounds.length),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    p99Worst: Math.max(...rounds.map((r) => r.p99)),
    p99ByRound: rounds.map((r) => r.p99),
    rpsByRound: rounds.map((r) => Math.round(r.rps)),
  };
}
