import 'server-only';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Redis } from '../lib/redis';
import type { Limiter, RateLimitResult } from './rate-limit';

const WINDOW_SECONDS = 60;

/**
 * The per-address limit counted in Redis, so every app process adds to one count per minute
 * (rate-limiter-flexible's fixed window). While Redis is unreachable each process counts in its
 * own memory, which only loosens the limit for that while.
 */
export function redisRateLimiter(client: Redis, perMinute: number, name: string): Limiter {
  const limiter = new RateLimiterRedis({
    storeClient: client,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    keyPrefix: `forecourt:rate:${name}`,
    points: perMinute,
    duration: WINDOW_SECONDS,
    insuranceLimiter: new RateLimiterMemory({ points: perMinute, duration: WINDOW_SECONDS }),
  });
  return {
    async take(key: string): Promise<RateLimitResult> {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (outcome: unknown) {
        if (!(outcome instanceof RateLimiterRes)) throw outcome;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
      }
    },
  };
}
