/**
 * SPEC 3 review fields `created_at_time_ago_in_words` and `review_date_in_words`: the distance
 * between two moments in words, on the bands Rails' distance_of_time_in_words uses, which is what
 * those field names come from ("about 1 month", "over 1 year", "almost 2 years").
 */
const MINUTES_PER_DAY = 1_440;
const MINUTES_PER_MONTH = 43_200;
const MINUTES_PER_YEAR = 525_600;

const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

export function timeAgoInWords(from: Date, to: Date): string {
  const minutes = Math.round(Math.abs(to.getTime() - from.getTime()) / 60_000);
  if (minutes < 1) return 'less than a minute';
  if (minutes < 2) return '1 minute';
  if (minutes < 45) return count(minutes, 'minute');
  if (minutes < 90) return 'about 1 hour';
  if (minutes < MINUTES_PER_DAY) return `about ${count(Math.round(minutes / 60), 'hour')}`;
  if (minutes < 2_520) return '1 day';
  if (minutes < MINUTES_PER_MONTH) return count(Math.round(minutes / MINUTES_PER_DAY), 'day');
  if (minutes < 2 * MINUTES_PER_MONTH) return `about ${count(Math.round(minutes / MINUTES_PER_MONTH), 'month')}`;
  if (minutes < MINUTES_PER_YEAR) return count(Math.round(minutes / MINUTES_PER_MONTH), 'month');
  const years = Math.floor(minutes / MINUTES_PER_YEAR);
  const rest = minutes % MINUTES_PER_YEAR;
  if (rest < MINUTES_PER_YEAR / 4) return `about ${count(years, 'year')}`;
  if (rest < (MINUTES_PER_YEAR * 3) / 4) return `over ${count(years, 'year')}`;
  return `almost ${count(years + 1, 'year')}`;
}

/** A calendar date ('2026-03-12') as a moment: its start in UTC, as the page prints it. */
export function dateMoment(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}
