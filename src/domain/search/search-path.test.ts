import { describe, expect, it } from 'vitest';
import { defaultSearchHref, defaultSearchParams, defaultSearchPath } from './search-path';

describe('SPEC 2 search path rule', () => {
  it.each([
    [undefined, '/search/new-used-and-demo-cars'],
    ['', '/search/new-used-and-demo-cars'],
    ['  ', '/search/new-used-and-demo-cars'],
    ['/search/rv-vehicles', '/search/rv-vehicles'],
    ['search/used-cars', '/search/used-cars'],
    ['new-and-used-motorcycles', '/search/new-and-used-motorcycles'],
    ['/new-used-and-demo-trucks', '/search/new-used-and-demo-trucks'],
  ])('%j -> %s', (configured, expected) => {
    expect(defaultSearchPath({ defaultSearchPath: configured })).toBe(expected);
  });
});

describe('pre-selected search filters (config searchFilters)', () => {
  it.each([
    [{}, undefined, '/search/new-used-and-demo-cars'],
    [{ fuel: ['Electric'] }, undefined, '/search/new-used-and-demo-cars?fuel=Electric'],
    [{ make: ['Mazda', 'Kia', 'Kia'], body: ['suv'] }, 'used-cars', '/search/used-cars?body=suv&make=Kia&make=Mazda'],
    [{ nonsense: ['x'], state: ['QLD'] }, '/search/rv-vehicles', '/search/rv-vehicles?state=QLD'],
    [{ price: ['<20000'] }, undefined, '/search/new-used-and-demo-cars'],
    [{ make: ['Land Rover'] }, undefined, '/search/new-used-and-demo-cars?make=Land+Rover'],
  ])('%j on %s -> %s', (searchFilters, configured, expected) => {
    expect(defaultSearchHref({ searchFilters, defaultSearchPath: configured })).toBe(expected);
  });

  it('gives the pairs a no-JS form carries as hidden fields', () => {
    expect(defaultSearchParams({ searchFilters: { fuel: ['Hybrid', 'Electric'] } })).toEqual([
      ['fuel', 'Electric'],
      ['fuel', 'Hybrid'],
    ]);
  });
});
