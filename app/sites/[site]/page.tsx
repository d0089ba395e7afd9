import { requireSite } from '@/site/request';
import { homePage } from '@/stock/home-page';
import { homeTemplates } from '@/templates';

export default async function SiteHome({ params }: { params: Promise<{ site: string }> }) {
  const site = await requireSite(params);
  const home = await homePage(site);
  const Template = homeTemplates[site.template];
  return <Template site={site} {...home} />;
}
