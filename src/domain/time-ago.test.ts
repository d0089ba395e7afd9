import { describe, expect, it } from 'vitest';
import { timeAgoInWords } from './time-ago';

const now = new Date('2026-11-27T12:00:00Z');
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const MIN = 60;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('timeAgoInWords on the distance_of_time_in_words bands', () => {
  it.each([
    [0, 'less than a minute'],
    [29, 'less than a minute'],
    [30, '1 minute'],
    [89, '1 minute'],
    [90, '2 minutes'],
    [44 * MIN + 29, '44 minutes'],
    [44 * MIN + 30, 'about 1 hour'],
    [89 * MIN + 29, 'about 1 hour'],
    [89 * MIN + 30, 'about 2 hours'],
    [23 * HOUR + 59 * MIN + 29, 'about 24 hours'],
    [23 * HOUR + 59 * MIN + 30, '1 day'],
    [41 * HOUR + 59 * MIN + 29, '1 day'],
    [42 * HOUR, '2 days'],
    [29 * DAY, '29 days'],
    [30 * DAY, 'about 1 month'],
    [45 * DAY, 'about 2 months'],
    [60 * DAY, '2 months'],
    [200 * DAY, '7 months'],
    [364 * DAY, '12 months'],
    [365 * DAY, 'about 1 year'],
    [365 * DAY + 91 * DAY, 'about 1 year'],
    [365 * DAY + 92 * DAY, 'over 1 year'],
    [365 * DAY + 273 * DAY, 'over 1 year'],
    [365 * DAY + 274 * DAY, 'almost 2 years'],
    [3 * 365 * DAY + 10 * DAY, 'about 3 years'],
  ])('%i seconds: %s', (seconds, words) => {
    expect(timeAgoInWords(before(seconds), now)).toBe(words);
  });

  it('reads the same either way round', () => {
    expect(timeAgoInWords(now, before(3 * DAY))).toBe('3 days');
  });
});
