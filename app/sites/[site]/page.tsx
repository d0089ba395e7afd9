import { requireSite } from '@/site/request';
import { siteReviews } from '@/site/reviews';
import { siteCarTypeCounts } from '@/search/service';
import { featuredStock } from '@/stock/featured';
import { homeTemplates } from '@/templates';

export default async function SiteHome({ params }: { params: Promise<{ site: string }> }) {
  const site = await requireSite(params);
  const now = new Date();
  const [featured, counts, reviews] = await Promise.all([featuredStock(site, now), siteCarTypeCounts(site, now), siteReviews(site)]);
  const Template = homeTemplates[site.template];
  return <Template site={site} now={now} featured={featured} counts={counts} reviews={reviews} />;
}
