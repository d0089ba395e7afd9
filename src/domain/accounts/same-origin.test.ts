import { describe, expect, it } from 'vitest';
import { isSameOriginRequest, type OriginFacts } from './same-origin';

const host = 'harbour-toyota.localhost:3000';
const post = (facts: Partial<OriginFacts>): OriginFacts => ({ method: 'POST', host, origin: null, secFetchSite: null, ...facts });

describe('isSameOriginRequest', () => {
  it.each<[string, OriginFacts, boolean]>([
    ['a GET', { method: 'GET', host, origin: 'https://evil.example', secFetchSite: 'cross-site' }, true],
    ['a POST from the same origin', post({ origin: 'http://harbour-toyota.localhost:3000' }), true],
    ['a POST from the same origin in another case', post({ origin: 'http://HARBOUR-toyota.localhost:3000' }), true],
    ['a POST from another site of the platform', post({ origin: 'http://highway-trucks.localhost:3000' }), false],
    ['a POST from another port', post({ origin: 'http://harbour-toyota.localhost:4000' }), false],
    ['a POST from an opaque origin', post({ origin: 'null' }), false],
    ['a POST with a junk origin', post({ origin: 'not a url' }), false],
    ['a POST with only Sec-Fetch-Site same-origin', post({ secFetchSite: 'same-origin' }), true],
    ['a POST with only Sec-Fetch-Site same-site', post({ secFetchSite: 'same-site' }), false],
    ['a POST with neither header', post({}), false],
    ['a DELETE with no host', { method: 'DELETE', host: null, origin: 'http://x', secFetchSite: null }, false],
  ])('%s', (_name, facts, expected) => {
    expect(isSameOriginRequest(facts)).toBe(expected);
  });
});
