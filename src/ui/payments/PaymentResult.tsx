import type { PaymentOutcomeView } from '../../domain/payments/messages';
import type { Messages } from '../../i18n/types';

type Props = { outcome: PaymentOutcomeView; amount: string; paymentId: string; back: { href: string; label: string }; texts: Messages['payments'] };

/** The outcome of a payment: what happened, how much, and its number for the shopper's records. */
export function PaymentResult({ outcome, amount, paymentId, back, texts }: Props) {
  return (
    <section className="payment-result" aria-labelledby="payment-result-title" aria-live="polite">
      <h2 id="payment-result-title">{outcome.title}</h2>
      <p>{outcome.text}</p>
      <dl className="payment-facts">
        <dt>{texts.amount}</dt>
        <dd>{amount}</dd>
        <dt>{texts.paymentNumber}</dt>
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
