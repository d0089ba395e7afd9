import { redirect } from 'next/navigation';
import { AccountPage, accountPath } from '@/page-bodies/account-page';
import { privateMetadata } from '@/site/page-metadata';
import { requireSite } from '@/site/request';

type Props = { params: Promise<{ site: string }> };

export const generateMetadata = privateMetadata((texts) => texts.accounts.myAccount);

/** The shopper's account on a site without the customer garage; a site with one keeps it all in /my-garage. */
export default async function MyAccountPage({ params }: Props) {
  const site = await requireSite(params);
  if (accountPath(site) !== '/account') redirect(accountPath(site));
  return <AccountPage site={site} garage={false} />;
}
