import { describe, expect, it } from 'vitest';
import type { ValueFacet } from '../../domain/search/search-query';
import type { Locale } from '../../domain/site-config';
import { facetValueLabel } from './facet-labels';

describe('facetValueLabel', () => {
  it.each<[ValueFacet, string, Locale, string]>([
    ['car_type', 'used', 'en-AU', 'Used'],
    // The same word as the US mega-menu, the car cards and the suggestions: all read car.conditions.
    ['car_type', 'used', 'en-US', 'Pre-owned'],
    ['car_type', 'demo', 'en-US', 'Demo'],
    ['car_type', 'salvage', 'en-AU', 'salvage'],
    ['body', 'ute', 'en-AU', 'Ute'],
    ['body', 'ute', 'en-US', 'Pickup'],
    ['body', 'people-mover', 'en-AU', 'People mover'],
    ['body', 'people-mover', 'en-US', 'Minivan'],
    ['body', 'hatchback', 'en-US', 'Hatchback'],
    ['fuel', 'Petrol', 'en-US', 'Gas'],
  ])('%s %s on an %s site reads %s', (facet, value, locale, expected) => {
    expect(facetValueLabel(facet, value, locale)).toBe(expected);
  });
});
