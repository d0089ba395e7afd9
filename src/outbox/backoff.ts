/**
 * When a failed delivery is tried again: exponential backoff from a base delay, capped, for at
 * least the retry window; the first failure after the window dead-letters the delivery.
 */
export type BackoffPolicy = { baseMs: number; capMs: number; windowMs: number };

/** Delay before the next try after `attempts` failed tries (1 = the first failed): base, 2 base, 4 base, ... up to the cap. */
export function backoffDelayMs(attempts: number, policy: BackoffPolicy): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 40));
  return Math.min(policy.capMs, policy.baseMs * 2 ** exponent);
}

export type RetryDecision = { kind: 'retry'; delayMs: number } | { kind: 'dead' };

/** After a failed try: `ageMs` is how long ago the delivery was queued. */
export function afterFailure(attempts: number, ageMs: number, policy: BackoffPolicy): RetryDecision {
  if (ageMs >= policy.windowMs) return { kind: 'dead' };
  return { kind: 'retry', delayMs: backoffDelayMs(attempts, policy) };
}
