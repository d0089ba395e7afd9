import { formatMinor } from '../../domain/payments/amounts';
import { paymentOutcome } from '../../domain/payments/messages';
import type { GarageReservation } from '../../domain/payments/records';
import type { Locale } from '../../domain/site-config';
import { fill } from '../../i18n/fill';
import { messagesFor } from '../../i18n/messages';

/** The shopper's car deposits in /my-garage, each with its outcome in the result page's words. */
export function GarageReservations({ reservations, locale }: { reservations: GarageReservation[]; locale: Locale }) {
  const texts = messagesFor(locale).accounts;
  if (reservations.length === 0) return <p>{texts.noReservations}</p>;
  return (
    <ul className="account-list">
      {reservations.map((r) => (
        <li key={r.intentId}>
          <a href={`/cars/${r.carSlug}/checkout?payment=${encodeURIComponent(r.intentId)}`}>{r.carName}</a>
          {': '}
          <strong>{paymentOutcome('reservation', r.status, r.lostRace).title}</strong>, {fill(texts.deposit, { amount: formatMinor(r.amountMinor, r.currency, locale) })},{' '}
          {r.createdAt.toISOString().slice(0, 10)}
        </li>
      ))}
    </ul>
  );
}
