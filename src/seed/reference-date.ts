/** The demo data's reference date: the configured one, else today's date (UTC). */
export function referenceDate(configured: string | undefined, now = new Date()): string {
  return configured ?? now.toISOString().slice(0, 10);
}
