import { formatMinor } from '../../domain/payments/amounts';
import { paymentOutcome } from '../../domain/payments/messages';
import type { GarageReservation } from '../../domain/payments/records';

/** The shopper's car deposits in /my-garage, each with its outcome in the result page's words. */
export function GarageReservations({ reservations, locale }: { reservations: GarageReservation[]; locale: string }) {
  if (reservations.length === 0) return <p>No cars reserved from this address yet.</p>;
  return (
    <ul className="account-list">
      {reservations.map((r) => (
        <li key={r.intentId}>
          <a href={`/cars/${r.carSlug}/checkout?payment=${encodeURIComponent(r.intentId)}`}>{r.carName}</a>
          {': '}
          <strong>{paymentOutcome('reservation', r.status, r.lostRace).title}</strong>, deposit {formatMinor(r.amountMinor, r.currency, locale)},{' '}
          {r.createdAt.toISOString().slice(0, 10)}
        </li>
      ))}
    </ul>
  );
}
