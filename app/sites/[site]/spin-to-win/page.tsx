import '@/ui/styles/accounts.css';
import { currentShopper, gatePage } from '@/accounts/gate';
import { earlierSpinOn } from '@/accounts/page-reads';
import { runningCampaign } from '@/accounts/spin';
import { signInHref } from '@/domain/accounts/gates';
import { notFoundPage } from '@/page-bodies/not-found-page';
import { privateMetadata } from '@/site/page-metadata';
import { requireSite } from '@/site/request';
import { SpinWheel } from '@/ui/accounts/SpinWheel';
import { ClientTexts } from '@/ui/i18n/ClientTexts';
import { messagesFor } from '@/i18n/messages';

type Props = { params: Promise<{ site: string }> };

export const generateMetadata = privateMetadata<Props>((texts) => texts.head.spinToWin, (site) => runningCampaign(site) !== null);

/** SPEC 6 spin-to-win: the site's running campaign, gated unless the site opens it. */
export default async function SpinToWinPage({ params }: Props) {
  const site = await requireSite(params);
  const campaign = runningCampaign(site);
  if (!campaign) return notFoundPage(site);
  const shopper = (await gatePage(site, 'spin-to-win', '/spin-to-win')) ?? (await currentShopper(site));
  const earlier = shopper ? await earlierSpinOn(site, shopper) : undefined;
  const texts = messagesFor(site.locale).accounts;
  return (
    <ClientTexts sections={{ accounts: texts }}>
      <div className="container account-page">
        <h1>{campaign.title}</h1>
        <p>{texts.spinRules}</p>
        {shopper ? (
          <SpinWheel prizes={campaign.prizes.map((prize) => ({ id: prize.id, name: prize.name }))} earlier={earlier} />
        ) : (
          <p>
            <a className="button button-primary" href={signInHref('spin-to-win', '/spin-to-win')}>
              {texts.signInToSpin}
            </a>
          </p>
        )}
      </div>
    </ClientTexts>
  );
}
