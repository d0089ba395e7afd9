import { describe, expect, it } from 'vitest';
import { clickEvent, filterText, pageEvents, searchMark } from './page-signals';

describe('pageEvents', () => {
  it.each([
    ['a plain page is a view only', { car: null, search: null }, [{ event: 'page_view', properties: {} }]],
    [
      'a car page is also a car view',
      { car: '42', search: null },
      [
        { event: 'page_view', properties: {} },
        { event: 'car_view', properties: { car_id: 42 } },
      ],
    ],
    ['a car mark that is no id is ignored', { car: 'x', search: null }, [{ event: 'page_view', properties: {} }]],
    [
      'a search page is also a search, with its words, filters and count',
      { car: null, search: searchMark({ words: 'hilux', filters: 'make=Toyota', results: 0 }) },
      [
        { event: 'page_view', properties: {} },
        { event: 'search', properties: { search_words: 'hilux', search_filters: 'make=Toyota', search_results: 0 } },
      ],
    ],
    ['a broken search mark is ignored', { car: null, search: '{"words":1}' }, [{ event: 'page_view', properties: {} }]],
    ['unreadable JSON is ignored', { car: null, search: '{' }, [{ event: 'page_view', properties: {} }]],
  ])('%s', (_name, marks, events) => {
    expect(pageEvents(marks)).toEqual(events);
  });
});

describe('clickEvent', () => {
  it.each([
    ['tel:0295551234', null, 'call_click'],
    [' TEL:+61295551234', null, 'call_click'],
    ['https://www.google.com/maps/search/?api=1&query=x', 'directions', 'directions_click'],
    ['https://www.google.com/maps/search/?api=1&query=x', null, null],
    ['/contact', null, null],
    [null, null, null],
  ])('%s (%s) → %s', (href, mark, event) => {
    expect(clickEvent(href, mark)).toBe(event);
  });
});

describe('filterText', () => {
  it.each([
    [{}, {}, ''],
    [{ make: ['Mazda', 'Kia'] }, {}, 'make=Mazda,Kia'],
    [{ make: [], body: ['SUV'] }, { price: { min: 10000, max: 30000 } }, 'body=SUV; price=10000-30000'],
    [{}, { km: { min: null, max: 50000 }, year: { min: null, max: null } }, 'km=-50000'],
  ])('%j %j → %s', (filters, ranges, text) => {
    expect(filterText(filters, ranges)).toBe(text);
  });
});
