/**
 * Submissions per address in a sliding minute, kept in this process's memory: enough to stop one
 * address flooding a dealer with leads. Behind several servers each counts on its own.
 */
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const WINDOW_MS = 60_000;
/** Beyond this many tracked addresses, the ones whose window has passed are dropped. */
const PRUNE_ABOVE = 10_000;

export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): RateLimitResult {
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((at) => now - at < WINDOW_MS);
    if (recent.length >= this.perMinute) {
      this.hits.set(key, recent);
      const oldest = recent[0] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000)) };
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > PRUNE_ABOVE) this.prune(now);
    return { allowed: true };
  }

  private prune(now: number): void {
    for (const [key, times] of this.hits) {
      if (times.every((at) => now - at >= WINDOW_MS)) this.hits.delete(key);
    }
  }
}

/**
 * The client address from X-Forwarded-For: its last entry, the one the nearest proxy added (or
 * Next itself from the socket when no proxy sent one); entries before it are whatever the client
 * claimed.
 */
export function clientAddress(forwardedFor: string | null): string {
  const last = forwardedFor?.split(',').map((part) => part.trim()).filter(Boolean).at(-1);
  return last ?? 'unknown';
}
