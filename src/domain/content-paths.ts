import { CONTENT_SLUG_PATTERN, type ContentPage } from './site-config';

/**
 * Where a site's content pages live (SPEC 2): /pages/{x}, or /{x} on sites that strip the prefix;
 * news under /news on sites where it replaces /blog, else under /blog; the privacy policy and the
 * special offers at their own paths. Pure, so the rules have table tests.
 */

export type ContentPaths = { stripPagesPrefix: boolean; newsReplacesBlog: boolean };

export type ContentRoute =
  | { kind: 'page'; slug: string }
  | { kind: 'news-index' }
  | { kind: 'news'; slug: string }
  | { kind: 'none' };

export const newsIndexPath = (paths: ContentPaths) => (paths.newsReplacesBlog ? '/news' : '/blog');

/** The path a content page is published at. */
export function contentPagePath(page: Pick<ContentPage, 'kind' | 'slug'>, paths: ContentPaths): string {
  switch (page.kind) {
    case 'privacy-policy':
      return '/privacy-policy';
    case 'special-offers':
      return '/special-offers';
    case 'news':
      return `${newsIndexPath(paths)}/${page.slug}`;
    case 'page':
      return paths.stripPagesPrefix ? `/${page.slug}` : `/pages/${page.slug}`;
  }
}

const isSlug = (value: string | undefined): value is string => value !== undefined && CONTENT_SLUG_PATTERN.test(value);

/** Which content a path names, from its segments (already split, without the site). */
export function contentRoute(segments: readonly string[], paths: ContentPaths): ContentRoute {
  const [first, second, ...more] = segments;
  if (more.length > 0 || first === undefined) return { kind: 'none' };
  const news = newsIndexPath(paths).slice(1);
  // The prefixed form answers on every site, so old links keep working; the canonical link names the site's form.
  if (first === 'pages') return isSlug(second) ? { kind: 'page', slug: second } : { kind: 'none' };
  if (first === news) {
    if (second === undefined) return { kind: 'news-index' };
    return isSlug(second) ? { kind: 'news', slug: second } : { kind: 'none' };
  }
  if (second === undefined && paths.stripPagesPrefix && isSlug(first)) return { kind: 'page', slug: first };
  return { kind: 'none' };
}
