import { describe, expect, it } from 'vitest';
import { DEFAULT_STOCK_QUERY, pageCount, readStockQuery, stockQueryString } from './stock-list';

describe('readStockQuery', () => {
  it.each([
    ['', DEFAULT_STOCK_QUERY],
    ['q=%20hilux%20&state=reserved&type=used', { ...DEFAULT_STOCK_QUERY, q: 'hilux', state: 'reserved', carType: 'used' }],
    ['sort=price&dir=desc&page=3', { ...DEFAULT_STOCK_QUERY, sort: 'price', dir: 'desc', page: 3 }],
    ['dealership=12', { ...DEFAULT_STOCK_QUERY, dealershipId: 12 }],
    ['state=gone&type=nearly&sort=colour&dir=up&page=0', DEFAULT_STOCK_QUERY],
    ['page=-2', DEFAULT_STOCK_QUERY],
    ['page=99999', DEFAULT_STOCK_QUERY],
    ['page=1e3', DEFAULT_STOCK_QUERY],
    ['dealership=abc', DEFAULT_STOCK_QUERY],
    [`q=${'x'.repeat(150)}`, { ...DEFAULT_STOCK_QUERY, q: 'x'.repeat(100) }],
  ])('reads ?%s', (search, expected) => {
    expect(readStockQuery(new URLSearchParams(search))).toEqual(expected);
  });
});

describe('stockQueryString', () => {
  it('leaves out defaults and round-trips', () => {
    expect(stockQueryString(DEFAULT_STOCK_QUERY)).toBe('');
    const query = { ...DEFAULT_STOCK_QUERY, q: 'ranger xl', state: 'sold' as const, sort: 'price' as const, dir: 'desc' as const, page: 2 };
    const text = stockQueryString(query);
    expect(text).toBe('?q=ranger+xl&state=sold&sort=price&dir=desc&page=2');
    expect(readStockQuery(new URLSearchParams(text))).toEqual(query);
  });

  it('applies a change, such as going back to the first page on a new filter', () => {
    expect(stockQueryString({ ...DEFAULT_STOCK_QUERY, page: 4 }, { carType: 'new', page: 1 })).toBe('?type=new');
  });
});

describe('pageCount', () => {
  it.each([
    [0, 1],
    [25, 1],
    [26, 2],
    [5_000, 200],
    [1_000_000, 400],
  ])('%i cars make %i pages', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });
});
