import { CODE_TTL_MS, CODE_WINDOW_MS } from './sign-in-code';

/**
 * How long sign-in codes and sessions are kept (docs/accounts.md, "Retention"). Nothing else ever
 * deletes a code, or a session that simply ran out, so both tables would grow for good.
 *
 * A code is counted by the rate limits for CODE_WINDOW_MS and redeemable for CODE_TTL_MS; after
 * that its row only lets a late try say "That code has expired" rather than "Please ask for a
 * sign-in code first". A day covers the shopper who comes back to the email that evening.
 */
export const CODE_RETENTION_MS = 24 * 3_600_000;

/** Codes made before this instant may go. */
export function codeRetentionCutoff(now: Date): Date {
  return new Date(now.getTime() - Math.max(CODE_RETENTION_MS, CODE_WINDOW_MS, CODE_TTL_MS));
}

/** Sessions that expire at or before this instant may go: a session is live only before its expiry. */
export function sessionRetentionCutoff(now: Date): Date {
  return now;
}
