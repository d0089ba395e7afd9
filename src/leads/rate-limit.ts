import { LRUCache } from 'lru-cache';

/**
 * Submissions per address in a sliding minute, kept in this process's memory: enough to stop one
 * address flooding a dealer with leads. Several app processes count in Redis instead
 * (./redis-rate-limit.ts), so the limit holds across them.
 */
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type Limiter = { take: (key: string) => RateLimitResult | Promise<RateLimitResult> };

const WINDOW_MS = 60_000;
/**
 * The addresses tracked at once. Each holds at most a minute's submissions (a few hundred bytes),
 * so 50,000 stay within some tens of megabytes; past that the address heard from longest ago is
 * forgotten, which at such a rate only lets it start a fresh window, and a flood from that many
 * addresses is beyond what a per-address limit can stop anyway.
 */
const ADDRESSES_TRACKED = 50_000;

export class RateLimiter {
  private readonly hits = new LRUCache<string, number[]>({ max: ADDRESSES_TRACKED });

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
    return { allowed: true };
  }
}
