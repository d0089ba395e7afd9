import { describe, expect, it } from 'vitest';
import { searchLandingFor } from './search-landing';

const landings = [
  { path: '/search/used-cars', title: 'Used cars in Brisbane', description: 'd', intro: 'i' },
  { path: '/search/toyota/hilux/', title: 'Used Toyota HiLux in Sydney', description: 'd', intro: '' },
];

describe('searchLandingFor', () => {
  it.each([
    ['exact path', '/search/used-cars', 'Used cars in Brisbane'],
    ['configured with a trailing slash', '/search/toyota/hilux', 'Used Toyota HiLux in Sydney'],
    ['page 2 keeps the generated text', '/search/used-cars?page=2', null],
    ['a refinement keeps the generated text', '/search/used-cars?colour=Red', null],
    ['another path', '/search/new-cars', null],
  ])('%s', (_name, canonical, title) => {
    expect(searchLandingFor(landings, canonical)?.title ?? null).toBe(title);
  });
});
