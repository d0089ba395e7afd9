import { describe, expect, it } from 'vitest';
import { AVAILABLE_STATUSES, isAvailable } from './availability';
import type { CarStatus } from './types';

describe('availability (SPEC 4)', () => {
  it.each<[CarStatus, boolean]>([
    ['in_stock', true],
    ['coming_soon', true],
    ['sold', false],
  ])('%s is available: %s', (status, available) => {
    expect(isAvailable(status)).toBe(available);
    expect(AVAILABLE_STATUSES.includes(status as never)).toBe(available);
  });
});
