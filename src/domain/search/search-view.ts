import type { SearchQuery, SearchResult } from './search-query';
import type { Site } from '../types';
import type { KnownMake, SearchPathMatch } from './paths';
import type { SearchSeo } from './seo';
import type { SearchUrlContext } from './url';

/** Everything one search page shows, computed once per request (src/search/view.ts). */
export type SearchView = {
  site: Site;
  result: SearchResult;
  query: SearchQuery;
  path: SearchPathMatch;
  ctx: SearchUrlContext;
  seo: SearchSeo;
  /** The canonical URL of this state; the page redirects there when asked for another spelling of it. */
  canonicalUrl: string;
  requestedUrl: string;
  knownMakes: KnownMake[];
};
