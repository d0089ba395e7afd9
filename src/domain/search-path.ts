import type { SiteConfig } from '../site/config-schema';

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
