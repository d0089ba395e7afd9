import { AccountPage } from '@/page-bodies/account-page';
import { notFoundPage } from '@/page-bodies/not-found-page';
import { privateMetadata } from '@/site/page-metadata';
import { requireSite } from '@/site/request';

type Props = { params: Promise<{ site: string }> };

export const generateMetadata = privateMetadata<Props>((texts) => texts.accounts.myGarage, (site) => site.config.features.garage);

/** SPEC 6 customer garage, only where the site has one (`features.garage`); elsewhere the site's not-found page. */
export default async function MyGaragePage({ params }: Props) {
  const site = await requireSite(params);
  if (!site.config.features.garage) return notFoundPage(site);
  return <AccountPage site={site} garage />;
}
