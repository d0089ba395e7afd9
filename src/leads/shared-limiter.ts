import 'server-only';
import { redis } from '../lib/redis';
import { RateLimiter, type Limiter } from './rate-limit';
import { redisRateLimiter } from './redis-rate-limit';

const KEY = Symbol.for('forecourt.rateLimiters');
const holder = globalThis as { [KEY]?: Map<string, Promise<Limiter>> };

/**
 * One named per-address limit (leads, analytics events) for the whole process: counted in Redis
 * when REDIS_URL is set, so every app process adds to the same count, in memory otherwise.
 */
export function sharedLimiter(name: string, perMinute: number): Promise<Limiter> {
  const limiters = (holder[KEY] ??= new Map());
  let limiter = limiters.get(name);
  if (!limiter) {
    limiter = redis().then((client) => (client ? redisRateLimiter(client, perMinute, name) : new RateLimiter(perMinute)));
    limiters.set(name, limiter);
  }
  return limiter;
}
