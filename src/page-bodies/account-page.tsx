import 'server-only';
import '@/ui/styles/forms.css';
import '@/ui/styles/accounts.css';
import { gatePage } from '../accounts/gate';
import { garageOn } from '../accounts/page-reads';
import { shopperJson } from '../api-json/account-json';
import type { Site } from '../domain/types';
import { fill } from '../i18n/fill';
import { messagesFor } from '../i18n/messages';
import { LeadHistory } from '../ui/accounts/LeadHistory';
import { ProfileSection } from '../ui/accounts/ProfileSection';
import { SignOutButtons } from '../ui/accounts/SignOutButtons';
import { WatchlistItems } from '../ui/accounts/WatchlistItems';
import { ClientTexts } from '../ui/i18n/ClientTexts';
import { GarageReservations } from '../ui/payments/GarageReservations';

/** Where a site's signed-in shopper finds their own things: the garage where the site has one, else the account page. */
export function accountPath(site: Site): '/my-garage' | '/account' {
  return site.config.features.garage ? '/my-garage' : '/account';
}

/**
 * A shopper's page on this site, always gated (docs/decisions/042-account-page-and-garage.md):
 * the customer garage (SPEC 6, /my-garage where `features.garage` is on) lists the watchlist as
 * well; the account page (/account elsewhere) has the rest: reservations, enquiries, bookings,
 * details and sign-out.
 */
export async function AccountPage({ site, garage }: { site: Site; garage: boolean }) {
  const shopper = await gatePage(site, garage ? 'my-garage' : 'account', garage ? '/my-garage' : '/account');
  if (!shopper) throw new Error('the account pages are always gated');
  const mine = await garageOn(site, shopper);
  const texts = messagesFor(site.locale).accounts;
  return (
    <ClientTexts sections={{ accounts: texts, postcode: messagesFor(site.locale).postcode }}>
      <div className="container account-page">
        <h1>{garage ? texts.myGarage : texts.myAccount}</h1>
        <p>{fill(texts.signedInAs, { email: shopper.email })}</p>
        {garage ? (
          <section aria-labelledby="garage-watchlist">
            <h2 id="garage-watchlist">{texts.watchlist}</h2>
            <WatchlistItems cars={mine.watchlist} locale={site.locale} />
          </section>
        ) : null}
        <section aria-labelledby="garage-reservations">
          <h2 id="garage-reservations">{texts.reservations}</h2>
          <GarageReservations reservations={mine.reservations} locale={site.locale} />
        </section>
        <section aria-labelledby="garage-enquiries">
          <h2 id="garage-enquiries">{texts.enquiries}</h2>
          <LeadHistory leads={mine.enquiries} empty={texts.noEnquiries} locale={site.locale} timeZone={site.config.timezone} />
        </section>
        <section aria-labelledby="garage-bookings">
          <h2 id="garage-bookings">{texts.bookings}</h2>
          <LeadHistory leads={mine.bookings} empty={texts.noBookings} locale={site.locale} timeZone={site.config.timezone} />
        </section>
        <section aria-labelledby="garage-details">
          <h2 id="garage-details">{texts.yourDetails}</h2>
          <ProfileSection user={shopperJson(shopper)} />
        </section>
        <SignOutButtons />
      </div>
    </ClientTexts>
  );
}
