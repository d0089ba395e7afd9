import { describe, expect, it } from 'vitest';
import { EMPTY_QUERY, type SearchQuery } from './search-query';
import type { KnownMake } from './paths';
import { clearFilters, dropOrphanModels, refineFromForm, setPage, setRange, setSort, toggleValue } from './state';

const base = { ...EMPTY_QUERY, page: 3 };

describe('search state edits', () => {
  it('toggles a value on and off, dropping an emptied facet, back to page 1', () => {
    const on = toggleValue(base, 'make', 'Kia');
    expect(on.filters).toEqual({ make: ['Kia'] });
    expect(on.page).toBe(1);
    expect(toggleValue(toggleValue(on, 'make', 'Mazda'), 'make', 'Kia').filters).toEqual({ make: ['Mazda'] });
    expect(toggleValue(on, 'make', 'Kia').filters).toEqual({});
  });

  it('sets and clears a range', () => {
    const priced = setRange(base, 'price', { min: 5000, max: 20000 });
    expect(priced.ranges).toEqual({ price: { min: 5000, max: 20000 } });
    expect(setRange(priced, 'price', { min: null, max: null }).ranges).toEqual({});
    expect(setRange(priced, 'price', null).ranges).toEqual({});
  });

  it('sort goes back to page 1, page keeps the rest', () => {
    expect(setSort(base, 'price_asc')).toMatchObject({ sort: 'price_asc', page: 1 });
    expect(setPage(toggleValue(base, 'body', 'suv'), 4)).toMatchObject({ filters: { body: ['suv'] }, page: 4 });
  });

  it('clears every filter and the text', () => {
    const busy = { ...toggleValue(base, 'make', 'Kia'), query: 'gt', ranges: { year: { min: 2020, max: null } } };
    expect(clearFilters(busy)).toMatchObject({ filters: {}, ranges: {}, query: '', page: 1 });
  });
});

describe('refineFromForm', () => {
  const current: SearchQuery = {
    ...EMPTY_QUERY,
    page: 4,
    filters: { make: ['Kia'], state: ['VIC'] },
    ranges: { price: { min: 10_000, max: null } },
    query: 'sport',
  };

  it.each<[string, [string, string][], string[], Partial<SearchQuery>]>([
    ['takes the checked values of a facet it has controls for', [['make', 'Mazda'], ['make', 'Kia']], ['make'], { filters: { make: ['Kia', 'Mazda'], state: ['VIC'] } }],
    ['drops a facet whose controls are all unchecked', [], ['make'], { filters: { state: ['VIC'] } }],
    ['keeps a filter the form has no control for (state=VIC from a shared link)', [['make', 'Kia']], ['make'], { filters: { make: ['Kia'], state: ['VIC'] } }],
    ['keeps a range the form has no control for', [], ['make'], { ranges: { price: { min: 10_000, max: null } } }],
    ['replaces a range it has a control for', [['km', '<=50000']], ['km', 'price'], { ranges: { km: { min: null, max: 50_000 } } }],
    ['takes the keyword only when the form has the box', [['query', 'ute']], ['query'], { query: 'ute' }],
    ['keeps the keyword when the form has no box', [], ['make'], { query: 'sport' }],
  ])('%s', (_name, pairs, controls, expected) => {
    const next = refineFromForm(current, pairs, new Set(controls));
    expect(next).toMatchObject({ ...expected, page: 1 });
  });
});

describe('dropOrphanModels', () => {
  const makes: KnownMake[] = [
    { name: 'Kia', slug: 'kia', models: [{ name: 'Sportage', slug: 'sportage' }] },
    { name: 'Mazda', slug: 'mazda', models: [{ name: 'CX-5', slug: 'cx-5' }] },
    { name: 'Ford', slug: 'ford', models: [{ name: 'Ranger', slug: 'ranger' }] },
  ];
  const state = (make: string[], model: string[]): SearchQuery => ({ ...EMPTY_QUERY, filters: { make, model } });

  it.each<[string, SearchQuery, Partial<SearchQuery['filters']>]>([
    ['keeps models of selected makes', state(['Kia', 'Mazda'], ['Sportage', 'CX-5']), { make: ['Kia', 'Mazda'], model: ['Sportage', 'CX-5'] }],
    ['drops a model whose make was unselected', state(['Kia'], ['Sportage', 'CX-5']), { make: ['Kia'], model: ['Sportage'] }],
    ['drops the model facet when none is left', state(['Ford'], ['CX-5']), { make: ['Ford'] }],
    ['keeps a model no known make lists (it may be a typed filter)', state(['Kia'], ['Unknown']), { make: ['Kia'], model: ['Unknown'] }],
  ])('%s', (_name, input, filters) => {
    expect(dropOrphanModels(input, makes).filters).toEqual(filters);
  });
});
