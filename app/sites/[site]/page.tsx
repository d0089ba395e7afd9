import { metadataFor } from '@/site/page-metadata';
import { requireSite } from '@/site/request';
import { homePage } from '@/page-data/home-page';
import { homeTemplates } from '@/templates';

// Stored like the car page (see there).
export const revalidate = 300;
export const generateStaticParams = () => [];
export const generateMetadata = metadataFor({ path: '/' });

export default async function SiteHome({ params }: { params: Promise<{ site: string }> }) {
  const site = await requireSite(params);
  const home = await homePage(site);
  const Template = homeTemplates[site.template];
  return <Template site={site} {...home} />;
}
