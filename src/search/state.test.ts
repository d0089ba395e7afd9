import { describe, expect, it } from 'vitest';
import { clearFilters, setPage, setRange, setSort, toggleValue } from './state';
import { EMPTY_QUERY } from '../domain/search-query';

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
