import '@/ui/styles/forms.css';
import '@/ui/styles/accounts.css';
import { gatePage } from '@/accounts/gate';
import { garageOn } from '@/accounts/page-reads';
import { shopperJson } from '@/api-json/account-json';
import { privateMetadata } from '@/site/page-metadata';
import { requireSite } from '@/site/request';
import { LeadHistory } from '@/ui/accounts/LeadHistory';
import { ProfileSection } from '@/ui/accounts/ProfileSection';
import { SignOutButtons } from '@/ui/accounts/SignOutButtons';
import { WatchlistItems } from '@/ui/accounts/WatchlistItems';
import { GarageReservations } from '@/ui/payments/GarageReservations';
import { ClientTexts } from '@/ui/i18n/ClientTexts';
import { fill } from '@/i18n/fill';
import { messagesFor } from '@/i18n/messages';

type Props = { params: Promise<{ site: string }> };

export const generateMetadata = privateMetadata((texts) => texts.accounts.myGarage);

/** SPEC 6 customer garage: always gated; the shopper's watchlist, enquiries, bookings and reservations on this site. */
export default async function MyGaragePage({ params }: Props) {
  const site = await requireSite(params);
  const shopper = await gatePage(site, 'my-garage', '/my-garage');
  if (!shopper) throw new Error('the garage is always gated');
  const garage = await garageOn(site, shopper);
  const texts = messagesFor(site.locale).accounts;
  return (
    <ClientTexts sections={{ accounts: texts, postcode: messagesFor(site.locale).postcode }}>
      <div className="container account-page">
        <h1>{texts.myGarage}</h1>
        <p>{fill(texts.signedInAs, { email: shopper.email })}</p>
        <section aria-labelledby="garage-watchlist">
          <h2 id="garage-watchlist">{texts.watchlist}</h2>
          <WatchlistItems cars={garage.watchlist} locale={site.locale} />
        </section>
        <section aria-labelledby="garage-reservations">
          <h2 id="garage-reservations">{texts.reservations}</h2>
          <GarageReservations reservations={garage.reservations} locale={site.locale} />
        </section>
        <section aria-labelledby="garage-enquiries">
          <h2 id="garage-enquiries">{texts.enquiries}</h2>
          <LeadHistory leads={garage.enquiries} empty={texts.noEnquiries} locale={site.locale} timeZone={site.config.timezone} />
        </section>
        <section aria-labelledby="garage-bookings">
          <h2 id="garage-bookings">{texts.bookings}</h2>
          <LeadHistory leads={garage.bookings} empty={texts.noBookings} locale={site.locale} timeZone={site.config.timezone} />
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
