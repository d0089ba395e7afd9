import { describe, expect, it } from 'vitest';
import { frontPolicy, previewHeaders, sharedPageHeaders, storedPageTags, type FrontRequest } from './front-headers';

const plain: FrontRequest = { method: 'GET', pathname: '/', search: '', cookie: null, routerFetch: false };

describe('frontPolicy', () => {
  it.each([
    ['home page', {}, { cache: 'shared', page: { kind: 'home' } }],
    ['home page, HEAD', { method: 'HEAD' }, { cache: 'shared', page: { kind: 'home' } }],
    ['car page', { pathname: '/cars/2021-toyota-corolla-ascent-sport-h1234' }, { cache: 'shared', page: { kind: 'car', slug: '2021-toyota-corolla-ascent-sport-h1234' } }],
    ['search listing', { pathname: '/search/toyota/corolla' }, { cache: 'shared', page: { kind: 'search' } }],
    ['stock preset listing', { pathname: '/search/used-cars' }, { cache: 'shared', page: { kind: 'search' } }],
    ['stored page with the session cookie', { pathname: '/cars/abc', cookie: 'fc_session=x' }, { cache: 'private' }],
    ['home with a cookie we do not know', { cookie: 'anything=else' }, { cache: 'private' }],
    ['session beside the visitor ids', { cookie: 'fc_anon=a; fc_session=x; fc_visit=b' }, { cache: 'private' }],
    ['visitor ids only', { cookie: 'fc_anon=a; fc_visit=b' }, { cache: 'shared', page: { kind: 'home' } }],
    ['analytics cookies only', { cookie: '_ga=GA1.1.1; _gid=GA1.2.3;_fbp=fb.1' }, { cache: 'shared', page: { kind: 'home' } }],
    ['an empty Cookie header', { cookie: '' }, { cache: 'shared', page: { kind: 'home' } }],
    ['a cookie whose name only begins like a visitor id', { cookie: 'fc_anonymous=x' }, { cache: 'private' }],
    ['search with a shopper query', { pathname: '/search/toyota', search: '?sort=price_asc' }, { cache: 'app' }],
    ['car page with a query', { pathname: '/cars/abc', search: '?utm_source=x' }, { cache: 'app' }],
    ['client router fetch by query', { pathname: '/cars/abc', search: '?_rsc=1x2y' }, { cache: 'app' }],
    ['client router fetch by header', { pathname: '/cars/abc', routerFetch: true }, { cache: 'app' }],
    ['POST to a stored path', { method: 'POST' }, { cache: 'app' }],
    ['search without a listing', { pathname: '/search/' }, { cache: 'app' }],
    ['search root', { pathname: '/search' }, { cache: 'app' }],
    ['per-request page', { pathname: '/contact-us' }, { cache: 'app' }],
    ['site API', { pathname: '/api/search' }, { cache: 'app' }],
    ['account page', { pathname: '/my-garage' }, { cache: 'app' }],
    ['car slug the app never makes', { pathname: '/cars/Some%20Car' }, { cache: 'app' }],
    ['nested car path', { pathname: '/cars/abc/photos' }, { cache: 'app' }],
  ] as const)('%s', (_name, change, expected) => {
    expect(frontPolicy({ ...plain, ...change })).toEqual(expected);
  });
});

describe('storedPageTags', () => {
  it('tags a car page with its car, its site and its stock', () => {
    expect(storedPageTags({ kind: 'car', slug: 'abc-1' }, 7)).toEqual(['car:abc-1', 'site:7', 'stock:7']);
  });

  it('tags home and listings with their site and stock', () => {
    expect(storedPageTags({ kind: 'home' }, 3)).toEqual(['site:3', 'stock:3']);
    expect(storedPageTags({ kind: 'search' }, 3)).toEqual(['site:3', 'stock:3']);
  });
});

describe('sharedPageHeaders', () => {
  it('lets a shared cache keep the page, browsers ask again, and names the tags both ways', () => {
    expect(sharedPageHeaders(['car:abc-1', 'site:7', 'stock:7'])).toEqual({
      'cache-control': 'public, max-age=0, s-maxage=300',
      'surrogate-key': 'car:abc-1 site:7 stock:7',
      'cache-tag': 'car:abc-1,site:7,stock:7',
    });
  });
});

describe('previewHeaders', () => {
  it.each([
    { cookie: null, headers: {} },
    { cookie: 'fc_anon=1', headers: {} },
    { cookie: 'fc_anon=1; fc_preview=7.123.abc', headers: { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' } },
    { cookie: 'not_fc_preview=1', headers: {} },
  ])('$cookie', ({ cookie, headers }) => {
    expect(previewHeaders(cookie)).toEqual(headers);
  });
});
