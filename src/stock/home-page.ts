import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { PAGE_DATA_LIFE } from '../cache/life';
import { siteTag, stockTag } from '../cache/tags';
import { siteCarTypeCounts } from '../search/service';
import { siteReviews } from '../site/reviews';
import type { HomeData } from '../templates/types';
import { featuredStock } from './featured';
import type { Site } from '../domain/types';

/**
 * What the home page shows beyond the site itself, read at one instant. Cached per site and
 * tagged with its config and stock, so the page is rendered once until either changes.
 */
export async function homePage(site: Site): Promise<Omit<HomeData, 'site'>> {
  'use cache';
  cacheLife(PAGE_DATA_LIFE);
  cacheTag(siteTag(site.id), stockTag(site.id));
  const now = new Date();
  const [featured, counts, reviews] = await Promise.all([featuredStock(site, now), siteCarTypeCounts(site, now), siteReviews(site)]);
  return { now, featured, counts, reviews };
}
