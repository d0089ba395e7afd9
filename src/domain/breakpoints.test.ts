import { describe, expect, it } from 'vitest';
import { atLeast, below, BREAKPOINTS, MOBILE_QUERY } from './breakpoints';

describe('breakpoints (SPEC 9)', () => {
  it('are the SPEC\'s: "xs 400px, sm 576, md 768, lg 992 (also the mobile check), xl 1200, xxl 1400"', () => {
    expect(BREAKPOINTS).toEqual({ xs: 400, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 });
  });

  it.each([
    ['xs', '(min-width: 400px)', '(max-width: 399.98px)'],
    ['sm', '(min-width: 576px)', '(max-width: 575.98px)'],
    ['md', '(min-width: 768px)', '(max-width: 767.98px)'],
    ['lg', '(min-width: 992px)', '(max-width: 991.98px)'],
    ['xl', '(min-width: 1200px)', '(max-width: 1199.98px)'],
    ['xxl', '(min-width: 1400px)', '(max-width: 1399.98px)'],
  ] as const)('%s: at least %s, below %s', (name, min, max) => {
    expect(atLeast(name)).toBe(min);
    expect(below(name)).toBe(max);
  });

  it('takes lg as the mobile check', () => {
    expect(MOBILE_QUERY).toBe('(max-width: 991.98px)');
  });
});
