import { describe, expect, it } from 'vitest';
import { defaultSearchPath } from './search-path';

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
