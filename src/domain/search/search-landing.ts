import type { SearchLanding } from '../site-config';

/**
 * The site's own landing text for a search page (issue 14): a landing names one search URL by its
 * path, and applies to that URL's canonical first page only, so "used Toyota HiLux in Sydney" is
 * the dealer's words while later pages, sorts and refinements keep the generated ones.
 */
export function searchLandingFor(landings: readonly SearchLanding[], canonicalUrl: string): SearchLanding | null {
  if (canonicalUrl.includes('?')) return null;
  const path = canonicalUrl.length > 1 ? canonicalUrl.replace(/\/+$/, '') : canonicalUrl;
  return landings.find((l) => (l.path.length > 1 ? l.path.replace(/\/+$/, '') : l.path) === path) ?? null;
}
