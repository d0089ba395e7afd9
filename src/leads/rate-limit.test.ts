import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

describe('RateLimiter', () => {
  it('allows the limit per minute per key, then answers with the wait', () => {
    let now = 0;
    const limiter = new RateLimiter(3, () => now);
    const results = [0, 1_000, 2_000, 3_000].map((at) => {
      now = at;
      return limiter.take('a');
    });
    expect(results).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }, { allowed: false, retryAfterSeconds: 57 }]);
    expect(limiter.take('b')).toEqual({ allowed: true });
    now = 60_000;
    expect(limiter.take('a')).toEqual({ allowed: true });
  });
});
