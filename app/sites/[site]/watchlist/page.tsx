import '@/ui/styles/accounts.css';
import { gatePage } from '@/accounts/gate';
import { watchlistOn } from '@/accounts/page-reads';
import { privateMetadata } from '@/site/page-metadata';
import { requireSite } from '@/site/request';
import { accountPath } from '@/page-bodies/account-page';
import { WatchlistItems } from '@/ui/accounts/WatchlistItems';
import { messagesFor } from '@/i18n/messages';

type Props = { params: Promise<{ site: string }> };

export const generateMetadata = privateMetadata((texts) => texts.accounts.watchlist);

/** The signed-in shopper's watchlist with each car's price and state now. */
export default async function WatchlistPage({ params }: Props) {
  const site = await requireSite(params);
  const shopper = await gatePage(site, 'watchlist', '/watchlist');
  if (!shopper) throw new Error('the watchlist is always gated');
  const cars = await watchlistOn(site, shopper);
  const texts = messagesFor(site.locale).accounts;
  return (
    <div className="container account-page">
      <h1>{texts.watchlist}</h1>
      <WatchlistItems cars={cars} locale={site.locale} />
      <p>
        <a href={accountPath(site)}>{site.config.features.garage ? texts.myGarage : texts.myAccount}</a>
      </p>
    </div>
  );
}
