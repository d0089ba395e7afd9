import '@/ui/styles/accounts.css';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { currentShopper, gatePage } from '@/accounts/gate';
import { earlierSpin, runningCampaign } from '@/accounts/spin';
import { signInHref } from '@/domain/accounts/gates';
import { getDb } from '@/db';
import { requireSite } from '@/site/request';
import { SpinWheel } from '@/ui/accounts/SpinWheel';

type Props = { params: Promise<{ site: string }> };

export const metadata: Metadata = { title: 'Spin to Win', robots: { index: false } };

/** SPEC 6 spin-to-win: the site's running campaign, gated unless the site opens it. */
export default async function SpinToWinPage({ params }: Props) {
  const site = await requireSite(params);
  const campaign = runningCampaign(site);
  if (!campaign) notFound();
  const shopper = (await gatePage(site, 'spin-to-win', '/spin-to-win')) ?? (await currentShopper(site));
  const earlier = shopper ? await earlierSpin(await getDb(), site, shopper) : undefined;
  return (
    <div className="container account-page">
      <h1>{campaign.title}</h1>
      <p>One spin per person. Prizes are drawn at random while they last, and the dealership will contact you about yours.</p>
      {shopper ? (
        <SpinWheel prizes={campaign.prizes.map((prize) => ({ id: prize.id, name: prize.name }))} earlier={earlier} />
      ) : (
        <p>
          <a className="button button-primary" href={signInHref('spin-to-win', '/spin-to-win')}>
            Sign In to Spin
          </a>
        </p>
      )}
    </div>
  );
}
