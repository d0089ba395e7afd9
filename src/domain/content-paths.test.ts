import { describe, expect, it } from 'vitest';
import { contentPagePath, contentRoute, newsIndexPath, type ContentPaths } from './content-paths';

const plain: ContentPaths = { stripPagesPrefix: false, newsReplacesBlog: false };
const stripped: ContentPaths = { stripPagesPrefix: true, newsReplacesBlog: false };
const news: ContentPaths = { stripPagesPrefix: false, newsReplacesBlog: true };

describe('contentRoute', () => {
  it.each([
    ['prefixed page', plain, ['pages', 'about-us'], { kind: 'page', slug: 'about-us' }],
    ['prefixed page on a stripping site still answers', stripped, ['pages', 'about-us'], { kind: 'page', slug: 'about-us' }],
    ['bare page on a stripping site', stripped, ['about-us'], { kind: 'page', slug: 'about-us' }],
    ['bare page on a prefixed site is nothing', plain, ['about-us'], { kind: 'none' }],
    ['bad slug', plain, ['pages', 'About_Us'], { kind: 'none' }],
    ['bad bare slug', stripped, ['About'], { kind: 'none' }],
    ['too deep', plain, ['pages', 'a', 'b'], { kind: 'none' }],
    ['bare /pages', plain, ['pages'], { kind: 'none' }],
    ['blog index', plain, ['blog'], { kind: 'news-index' }],
    ['blog article', plain, ['blog', 'new-hilux'], { kind: 'news', slug: 'new-hilux' }],
    ['/news is nothing where /blog is used', plain, ['news'], { kind: 'none' }],
    ['news index where it replaces blog', news, ['news'], { kind: 'news-index' }],
    ['news article', news, ['news', 'ev-day'], { kind: 'news', slug: 'ev-day' }],
    ['/blog is nothing where /news replaces it', news, ['blog'], { kind: 'none' }],
    ['empty', plain, [], { kind: 'none' }],
  ] as const)('%s', (_name, paths, segments, expected) => {
    expect(contentRoute(segments, paths)).toEqual(expected);
  });
});

describe('contentPagePath', () => {
  it.each([
    [{ kind: 'page', slug: 'about-us' }, plain, '/pages/about-us'],
    [{ kind: 'page', slug: 'about-us' }, stripped, '/about-us'],
    [{ kind: 'news', slug: 'ev-day' }, plain, '/blog/ev-day'],
    [{ kind: 'news', slug: 'ev-day' }, news, '/news/ev-day'],
    [{ kind: 'privacy-policy', slug: 'privacy-policy' }, stripped, '/privacy-policy'],
    [{ kind: 'special-offers', slug: 'special-offers' }, plain, '/special-offers'],
  ] as const)('%j on %j is %s', (page, paths, expected) => {
    expect(contentPagePath(page, paths)).toBe(expected);
  });

  it('news index', () => {
    expect(newsIndexPath(plain)).toBe('/blog');
    expect(newsIndexPath(news)).toBe('/news');
  });
});
