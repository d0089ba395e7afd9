/**
 * When a Stripe webhook signature may be trusted. The SDK's `constructEvent` refuses a signature
 * older than its tolerance (300 s) but accepts one dated any time ahead, so a signature minted with a
 * far-future timestamp (a leaked secret, a wrong clock) would stay replayable for as long as its
 * date says. The same tolerance applies ahead: a little clock skew between Stripe and us is fine.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The `t=` timestamp of a `Stripe-Signature` header, read as the SDK reads it (the last `t=` wins). */
export function signatureTimestamp(header: string): number | null {
  let found: number | null = null;
  for (const part of header.split(',')) {
    const [key, value] = part.split('=');
    if (key === 't' && value !== undefined && /^\d{1,12}$/.test(value)) found = Number(value);
    else if (key === 't') found = null;
  }
  return found;
}

/** Whether a signature dated `signedAt` (Unix seconds) is further ahead of `nowMs` than the tolerance. */
export function signedInTheFuture(signedAt: number, nowMs: number, toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS): boolean {
  return signedAt - Math.floor(nowMs / 1000) > toleranceSeconds;
}
