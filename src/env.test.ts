import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

/** Every setting is checked before anything serves, and a wrong one says how to write it. */
const FEED = 'feed-token-0123456789abcdef';
const OPERATOR = 'operator-token-0123456789abcdef';

describe('parseEnv', () => {
  it('takes a correct configuration', () => {
    const parsed = parseEnv({
      STOCK_API_TOKEN: FEED,
      OPERATOR_TOKEN: OPERATOR,
      IMAGE_REMOTE_HOSTS: 'cdn.example.com',
      STRIPE_SECRET_KEYS: 'harbour-toyota=sk_test_1, redline-motors=sk_test_2',
      PLATFORM_DOMAIN: 'Sites.Example.com',
      FRONT_KIND: 'varnish',
      FRONT_PURGE_URL: 'http://127.0.0.1:6081/',
    });
    expect(parsed.PLATFORM_DOMAIN).toBe('sites.example.com');
    expect(parsed.OPERATOR_TOKEN).toBe(OPERATOR);
    expect(parsed.OPERATOR_IMPORT_DIR).toBe('./data/import');
    expect(parsed.SEED_DEMO).toBe('0');
    expect(parsed.SEARCH_RESULT_CACHE_MAX).toBe(500);
  });

  it.each<[Record<string, string>, string]>([
    [{ IMAGE_REMOTE_HOSTS: 'cdn.example.com:8080' }, 'IMAGE_REMOTE_HOSTS: "cdn.example.com:8080": ports are not allowed; write cdn.example.com'],
    [{ IMAGE_REMOTE_HOSTS: 'not a host' }, 'IMAGE_REMOTE_HOSTS: "not a host" is not a host name'],
    [{ OPERATOR_TOKEN: 'short' }, 'OPERATOR_TOKEN: must be at least 24 characters'],
    [{ STOCK_API_TOKEN: 'short' }, 'STOCK_API_TOKEN: must be at least 24 characters'],
    [{ STOCK_API_TOKEN: FEED, OPERATOR_TOKEN: FEED }, 'OPERATOR_TOKEN: must differ from STOCK_API_TOKEN'],
    [{ SEED_DEMO: 'yes' }, 'SEED_DEMO: must be 1'],
    [{ STRIPE_SECRET_KEYS: 'sk_test_1' }, 'STRIPE_SECRET_KEYS: write dealership-slug=secret pairs'],
    [{ PLATFORM_DOMAIN: 'https://sites.example.com' }, 'PLATFORM_DOMAIN: must be a domain name alone; write sites.example.com'],
    [{ PLATFORM_DOMAIN: 'sites.example.com:8080' }, 'PLATFORM_DOMAIN: must be a domain name alone'],
    [{ FRONT_KIND: 'varnish' }, 'FRONT_PURGE_URL: is needed with FRONT_KIND'],
    [{ SEARCH_RESULT_CACHE_MAX: '0' }, 'SEARCH_RESULT_CACHE_MAX: must be at least 1'],
    [{ SEARCH_RESULT_CACHE_MAX: 'lots' }, 'SEARCH_RESULT_CACHE_MAX: '],
  ])('refuses %j: %s', (variables, message) => {
    expect(() => parseEnv(variables)).toThrow(message);
  });

  it('reads an empty variable as unset', () => {
    expect(parseEnv({ OPERATOR_TOKEN: '', IMAGE_REMOTE_HOSTS: '' }).OPERATOR_TOKEN).toBeUndefined();
  });
});
