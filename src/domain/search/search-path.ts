import { VALUE_FACETS } from './search-query';
import type { SiteConfig } from '../site-config';

export const FALLBACK_SEARCH_PATH = '/search/new-used-and-demo-cars';

/**
 * SPEC 2 search path rule: a configured default_search_path is used, with /search/ prefixed
 * when it lacks it; otherwise the fallback.
 */
export function defaultSearchPath(config: Pick<SiteConfig, 'defaultSearchPath'>): string {
  const configured = config.defaultSearchPath?.trim().replace(/^\/+/, '');
  if (!configured) return FALLBACK_SEARCH_PATH;
  return configured.startsWith('search/') ? `/${configured}` : `/search/${configured}`;
}

const VALUE_FACET_KEYS: ReadonlySet<string> = new Set(VALUE_FACETS);

/**
 * The site's pre-selected facet values (config searchFilters) as query pairs, in the search URL's
 * canonical order (keys, then values, sorted). Only facet keys count; a shopper can untick them.
 */
export function defaultSearchParams(config: Pick<SiteConfig, 'searchFilters'>): [string, string][] {
  return Object.keys(config.searchFilters)
    .filter((key) => VALUE_FACET_KEYS.has(key))
    .sort()
    .flatMap((key) => [...new Set(config.searchFilters[key])].sort().map((value): [string, string] => [key, value]));
}

/** Where "all stock" links go: the default search path with the site's pre-selected filters. */
export function defaultSearchHref(config: Pick<SiteConfig, 'defaultSearchPath' | 'searchFilters'>): string {
  const params = new URLSearchParams(defaultSearchParams(config)).toString();
  return params ? `${defaultSearchPath(config)}?${params}` : defaultSearchPath(config);
}
