import 'server-only';
import { siteTag, stockTag } from '../cache/tags';
import { tagged } from '../cache/tagged';
import type { HomePageData, Site } from '../domain/types';
import { siteCarTypeCounts } from '../search/service';
import { siteReviews } from '../site/reviews';
import { featuredStock } from './featured';

/**
 * What the home page shows beyond the site itself, read at one instant. Cached per site and
 * tagged with its config and stock, so the page is rendered once until either changes.
 */
export function homePage(site: Site): Promise<HomePageData> {
  return tagged(['home-page', String(site.id)], [siteTag(site.id), stockTag(site.id)], async () => {
    const now = new Date();
    const [featured, counts, reviews] = await Promise.all([featuredStock(site, now), siteCarTypeCounts(site), siteReviews(site)]);
    return { now, featured, counts, reviews };
  });
}
