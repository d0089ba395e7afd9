import { clockFor } from './clock';

/**
 * The demo data's reference date: the configured one, else the latest date whose reference noon
 * (src/seed/clock.ts) has passed. Every seeded time is at or before that noon, so a seed run in
 * the morning (UTC) uses yesterday's date: with today's it would list cars updated later today,
 * in the sitemap and the dealer API.
 */
export function referenceDate(configured: string | undefined, now = new Date()): string {
  if (configured !== undefined) return configured;
  const today = now.toISOString().slice(0, 10);
  if (clockFor(today).now.getTime() <= now.getTime()) return today;
  return new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
}
