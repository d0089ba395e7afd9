import { describe, expect, it } from 'vitest';
import { appPath, isConsoleRequest } from './rewrite';

const site = { kind: 'site', host: 'harbour-toyota.localhost' } as const;
const platform = { kind: 'platform' } as const;
const consoleHost = { kind: 'console' } as const;

describe('appPath', () => {
  it.each([
    [platform, '/', '', '/platform'],
    [platform, '/api/v1/cars/4', '', '/platform/api/v1/cars/4'],
    [platform, '/search/toyota', '', '/platform/search/toyota'],
    [platform, '/console/leads', '?page=2', '/platform/console/leads?page=2'],
    // console.{PLATFORM_DOMAIN} serves the console alone, at the same /console paths.
    [consoleHost, '/', '', '/platform/console'],
    [consoleHost, '/console', '', '/platform/console'],
    [consoleHost, '/console/sign-in', '', '/platform/console/sign-in'],
    [consoleHost, '/api/v1/websites.json', '', '/platform/console/not-found/api/v1/websites.json'],
    [consoleHost, '/consoles', '', '/platform/console/not-found/consoles'],
    [site, '/', '', '/sites/harbour-toyota.localhost'],
    [site, '/cars/2019-toyota-corolla-ab12', '', '/sites/harbour-toyota.localhost/cars/2019-toyota-corolla-ab12'],
    [site, '/finance', '?car_id=4', '/sites/harbour-toyota.localhost/finance?car_id=4'],
    // A query-free search URL is the stored listing; any shopper's query keeps it a per-request render.
    [site, '/search/new-used-and-demo-cars', '', '/sites/harbour-toyota.localhost/stored-search/new-used-and-demo-cars'],
    [site, '/search/toyota/corolla', '', '/sites/harbour-toyota.localhost/stored-search/toyota/corolla'],
    [site, '/search/toyota', '?_rsc=1x2y3', '/sites/harbour-toyota.localhost/stored-search/toyota?_rsc=1x2y3'],
    [site, '/search/toyota', '?sort=price_asc', '/sites/harbour-toyota.localhost/search/toyota?sort=price_asc'],
    [site, '/search/toyota', '?query=gx&_rsc=1x2y3', '/sites/harbour-toyota.localhost/search/toyota?query=gx&_rsc=1x2y3'],
    [site, '/search/toyota', '?page', '/sites/harbour-toyota.localhost/search/toyota?page'],
    [site, '/search', '', '/sites/harbour-toyota.localhost/search'],
    [site, '/searching/toyota', '', '/sites/harbour-toyota.localhost/searching/toyota'],
    // The stored route has no URL of its own.
    [site, '/stored-search/toyota', '', '/sites/harbour-toyota.localhost/not-found/stored-search/toyota'],
    [site, '/stored-search', '?x=1', '/sites/harbour-toyota.localhost/not-found/stored-search?x=1'],
    [site, '/stored-searches', '', '/sites/harbour-toyota.localhost/stored-searches'],
  ])('%o %s%s -> %s', (target, pathname, search, expected) => {
    expect(appPath(target, pathname, search)).toBe(expected);
  });
});

describe('isConsoleRequest', () => {
  it.each([
    [platform, '/console', true],
    [platform, '/console/leads/7', true],
    [platform, '/consoles', false],
    [platform, '/', false],
    [consoleHost, '/', true],
    [site, '/console', false],
  ])('%o %s: %s', (target, pathname, expected) => {
    expect(isConsoleRequest(target, pathname)).toBe(expected);
  });
});
