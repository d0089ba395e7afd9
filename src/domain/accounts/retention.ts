/**
 * How long sign-in codes and sessions are kept (docs/accounts.md, "Retention"). Nothing else ever
 * deletes a code, or a session that simply ran out, so both tables would grow for good.
 *
 * A code is counted by the rate limits for 15 minutes and redeemable for 10 (sign-in-code.ts); after
 * that its row only lets a late try say "That code has expired" rather than "Please ask for a
 * sign-in code first". A day covers the shopper who comes back to the email that evening.
 */
export const CODE_RETENTION_MS = 24 * 3_600_000;

/** Codes made before this instant may go (the table test holds the retention above the window and the life). */
export function codeRetentionCutoff(now: Date): Date {
  return new Date(now.getTime() - CODE_RETENTION_MS);
}

/** Sessions that expire at or before this instant may go: a session is live only before its expiry. */
export function sessionRetentionCutoff(now: Date): Date {
  return now;
}
