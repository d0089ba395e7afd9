import { describe, expect, it } from 'vitest';
import { siteConfig } from '../test-support/site-config';
import { cardTag } from './tags';

const now = new Date('2026-11-23T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
const base = {
  status: 'in_stock' as const,
  reserved: false,
  tag: null,
  certified: false,
  carType: 'used' as const,
  simpleFuel: 'Petrol',
  createdAt: daysAgo(30),
};
const allOn = siteConfig({ features: { fuelTag: true, certifiedTag: true } });
const allOff = siteConfig();
const runoutGreen = siteConfig({ tagOptions: { greenTags: ['Runout Sale'] } });

describe('cardTag follows SPEC 4 card tag priority', () => {
  it.each([
    ['sold car shows the sold tag', { status: 'sold' as const, reserved: true }, allOn, 'SOLD'],
    ['1. electric fuel tag where enabled', { simpleFuel: 'Electric', reserved: true, tag: 'Special' }, allOn, 'Electric'],
    ['1. hybrid (plug-in counts) where enabled', { simpleFuel: 'Plug-in Hybrid' }, allOn, 'Hybrid'],
    ['1. fuel tag skipped where disabled', { simpleFuel: 'Electric', reserved: true }, allOff, 'RESERVED'],
    ['2. reserved beats certified and custom', { reserved: true, certified: true, tag: 'Special' }, allOn, 'RESERVED'],
    ['3. certified used car on enabling site', { certified: true, tag: 'Special' }, allOn, 'Manufacturer Certified'],
    ['3. certified ignored on a new car', { certified: true, carType: 'new' as const, tag: 'Special' }, allOn, 'Special'],
    ['3. certified ignored where disabled', { certified: true }, allOff, null],
    ['4. custom tag', { tag: 'Test Drive Only', status: 'coming_soon' as const }, allOff, 'Test Drive Only'],
    ['5. coming soon', { status: 'coming_soon' as const, createdAt: daysAgo(1) }, allOff, 'COMING SOON'],
    ['6. new arrival within 8 days', { createdAt: daysAgo(7.9) }, allOff, 'NEW ARRIVAL'],
    ['6. not a new arrival at 8 days', { createdAt: daysAgo(8) }, allOff, null],
    ['7. otherwise no tag', {}, allOn, null],
  ])('%s', (_name, car, config, label) => {
    expect(cardTag({ ...base, ...car }, config, now)?.label ?? null).toBe(label);
  });

  it.each([
    ['a tag on a site with no green tags', 'Runout Sale', allOff, 'red'],
    ['the runout sale where the site makes it green', 'Runout Sale', runoutGreen, 'green'],
    ['the runout sale typed in another case', 'runout sale ', runoutGreen, 'green'],
    ['another tag on that same site', 'Test Drive Only', runoutGreen, 'red'],
  ])('4. custom tag colour: %s', (_name, tag, config, colour) => {
    expect(cardTag({ ...base, tag }, config, now)).toEqual({ kind: 'custom', label: tag, colour });
  });
});
