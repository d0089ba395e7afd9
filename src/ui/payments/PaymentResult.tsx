import type { PaymentOutcomeView } from '../../domain/payments/messages';

type Props = { outcome: PaymentOutcomeView; amount: string; paymentId: string; back: { href: string; label: string } };

/** The outcome of a payment: what happened, how much, and its number for the shopper's records. */
export function PaymentResult({ outcome, amount, paymentId, back }: Props) {
  return (
    <section className="payment-result" aria-labelledby="payment-result-title" aria-live="polite">
      <h2 id="payment-result-title">{outcome.title}</h2>
      <p>{outcome.text}</p>
      <dl className="payment-facts">
        <dt>Amount</dt>
        <dd>{amount}</dd>
        <dt>Payment number</dt>
        <dd>{paymentId}</dd>
      </dl>
      <p>
        <a className="button button-secondary" href={back.href}>
          {back.label}
        </a>
      </p>
    </section>
  );
}
