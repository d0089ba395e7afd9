import { describe, expect, it } from 'vitest';
import { QUERY_PARAM_VALUE_MAX_LENGTH, QUERY_PARAMS_MAX, URL_MAX_LENGTH, USER_AGENT_MAX_LENGTH, VISITED_PAGES_MAX } from './limits';
import { cleanQueryParams, cleanUrl, cleanUserAgent, cleanVisitedPages } from './tracking';

describe('tracking data is cleaned, never refused', () => {
  it.each<[unknown, string | undefined]>([
    ['https://dealer.example.com.au/cars/2020-toyota-corolla?x=1', 'https://dealer.example.com.au/cars/2020-toyota-corolla?x=1'],
    ['http://localhost:3000/contact', 'http://localhost:3000/contact'],
    ['/search/used-cars?page=2', '/search/used-cars?page=2'],
    ['  /contact\n', '/contact'],
    ['//evil.example.com', undefined],
    ['javascript:alert(1)', undefined],
    ['not a url', undefined],
    ['', undefined],
    [42, undefined],
    [undefined, undefined],
  ])('cleanUrl(%j) -> %j', (input, expected) => {
    expect(cleanUrl(input)).toBe(expected);
  });

  it('trims an over-long url to the limit', () => {
    expect(cleanUrl(`/${'a'.repeat(URL_MAX_LENGTH * 2)}`)).toHaveLength(URL_MAX_LENGTH);
  });

  it.each<[unknown, string | undefined]>([
    ['Mozilla/5.0 (X11; Linux x86_64)', 'Mozilla/5.0 (X11; Linux x86_64)'],
    ['agent\u0000\r\nX-Injected: 1', 'agentX-Injected: 1'],
    ['x'.repeat(USER_AGENT_MAX_LENGTH + 10), 'x'.repeat(USER_AGENT_MAX_LENGTH)],
    [['array'], undefined],
    ['', undefined],
  ])('cleanUserAgent(%j) -> %j', (input, expected) => {
    expect(cleanUserAgent(input)).toBe(expected);
  });

  it.each<[unknown, string[] | undefined]>([
    [['/', '/search/used-cars', 'https://dealer.example.com/cars/x'], ['/', '/search/used-cars', 'https://dealer.example.com/cars/x']],
    [['/', 42, 'javascript:x', '/contact'], ['/', '/contact']],
    [[], undefined],
    ['/', undefined],
  ])('cleanVisitedPages(%j) -> %j', (input, expected) => {
    expect(cleanVisitedPages(input)).toEqual(expected);
  });

  it('keeps the most recent pages', () => {
    const pages = Array.from({ length: VISITED_PAGES_MAX + 5 }, (_, i) => `/p${i}`);
    const kept = cleanVisitedPages(pages);
    expect(kept).toHaveLength(VISITED_PAGES_MAX);
    expect(kept?.at(-1)).toBe(`/p${VISITED_PAGES_MAX + 4}`);
  });

  it.each<[unknown, Record<string, string> | undefined]>([
    ['?utm_source=google&utm_campaign=spring%20sale', { utm_source: 'google', utm_campaign: 'spring sale' }],
    ['gclid=abc', { gclid: 'abc' }],
    [{ utm_source: 'facebook', page: 2, ok: true, nested: { a: 1 } }, { utm_source: 'facebook', page: '2', ok: 'true' }],
    ['?a=1&a=2', { a: '1' }],
    ['', undefined],
    [['a'], undefined],
    [null, undefined],
  ])('cleanQueryParams(%j) -> %j', (input, expected) => {
    expect(cleanQueryParams(input)).toEqual(expected);
  });

  it('caps the number and size of query params and skips __proto__', () => {
    const many = Object.fromEntries(Array.from({ length: QUERY_PARAMS_MAX + 5 }, (_, i) => [`k${i}`, 'v']));
    expect(Object.keys(cleanQueryParams(many) ?? {})).toHaveLength(QUERY_PARAMS_MAX);
    expect(cleanQueryParams({ q: 'x'.repeat(QUERY_PARAM_VALUE_MAX_LENGTH + 1) })?.q).toHaveLength(QUERY_PARAM_VALUE_MAX_LENGTH);
    const parsed = cleanQueryParams('__proto__=x&a=1');
    expect(parsed).toEqual({ a: '1' });
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });
});
