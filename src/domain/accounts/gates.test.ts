import { describe, expect, it } from 'vitest';
import { siteConfigSchema, type SiteConfig } from '../site-config';
import { gatedHref, isGated, parseSignInType, signInHref, SIGN_IN_TYPES, type SignInType } from './gates';

const gates = (overrides: Partial<SiteConfig['gatedPages']> = {}): SiteConfig['gatedPages'] => ({
  ...siteConfigSchema.shape.gatedPages.parse({}),
  ...overrides,
});

describe('isGated', () => {
  const closed = gates({ checkout: false, finance: false, spinToWin: false, onlinePayment: false, tradeIn: false });
  const open = gates({ checkout: true, finance: true, spinToWin: true, onlinePayment: true, tradeIn: true });
  it.each<[SignInType, boolean, boolean]>([
    ['my-garage', true, true],
    ['watchlist', true, true],
    ['account', true, true],
    ['checkout', false, true],
    ['finance', false, true],
    ['car-finance', false, true],
    ['spin-to-win', false, true],
    ['online-payment', false, true],
    ['trade-in', false, true],
  ])('%s: gated %s when every switch is off, %s when on', (type, whenOff, whenOn) => {
    expect(isGated(type, closed)).toBe(whenOff);
    expect(isGated(type, open)).toBe(whenOn);
  });

  it('follows the SPEC 6 defaults: spin-to-win and online payment gated, checkout, finance and trade-in not', () => {
    const defaults = gates();
    expect(SIGN_IN_TYPES.filter((type) => isGated(type, defaults))).toEqual(['spin-to-win', 'online-payment', 'my-garage', 'watchlist', 'account']);
  });
});

describe('signInHref', () => {
  it.each<[SignInType, string, string | undefined, string]>([
    ['my-garage', '/my-garage', undefined, '/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2Fmy-garage'],
    ['finance', '/finance?car_id=3', '/cars/x', '/sign-in?type=finance&redirect=%2Ffinance%3Fcar_id%3D3&back=%2Fcars%2Fx'],
    ['watchlist', '//evil.example', 'javascript:alert(1)', '/sign-in?type=watchlist&redirect=%2F&back=%2F'],
  ])('%s from %s', (type, redirect, back, expected) => {
    expect(signInHref(type, redirect, back)).toBe(expected);
  });
});

describe('gatedHref', () => {
  it('links a signed-out visitor through sign-in, everyone else straight to the page', () => {
    expect(gatedHref('my-garage', '/my-garage', false, gates())).toBe('/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2Fmy-garage');
    expect(gatedHref('my-garage', '/my-garage', true, gates())).toBe('/my-garage');
    expect(gatedHref('my-garage', '/my-garage', 'unknown', gates())).toBe('/my-garage');
    expect(gatedHref('trade-in', '/cars/trade-in', false, gates())).toBe('/cars/trade-in');
  });
});

describe('parseSignInType', () => {
  it.each([
    ['my-garage', 'my-garage'],
    ['checkout', 'checkout'],
    ['admin', null],
    [undefined, null],
    [['finance'], null],
  ])('%s -> %s', (input, expected) => {
    expect(parseSignInType(input)).toBe(expected);
  });
});
