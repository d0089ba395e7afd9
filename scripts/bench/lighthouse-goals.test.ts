import { describe, expect, it } from 'vitest';
import { median, medianScores, verdicts, type LighthouseScores } from './lighthouse-goals';

const scores = (performance: number, cls: number, rest = 100): LighthouseScores => ({ performance, accessibility: rest, bestPractices: rest, seo: rest, cls });

describe('median', () => {
  it.each([
    [[], Number.NaN],
    [[7], 7],
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2],
  ] as Array<[number[], number]>)('%j -> %s', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe('medianScores', () => {
  it('takes each score on its own', () => {
    expect(medianScores([scores(90, 0.3), scores(96, 0.01), scores(97, 0.02)])).toEqual(scores(96, 0.02));
  });
});

describe('verdicts', () => {
  it.each([
    [scores(95, 0.1), [true, true, true, true, true]],
    [scores(94, 0.11), [false, true, true, true, false]],
    [scores(100, 0, 98), [true, false, false, false, true]],
  ] as Array<[LighthouseScores, boolean[]]>)('%j', (s, expected) => {
    expect(verdicts(s).map((v) => v.met)).toEqual(expected);
  });
});
