'use client';

import { useRef, useState, type FormEvent } from 'react';
import { LOADING_LABEL } from '../../domain/validation/messages';
import { TextField } from '../accounts/TextField';
import { postPayment, type PaymentStart } from './payment-client';
import { StripePay } from './StripePay';
import { TestCardPay } from './TestCardPay';
import { fill } from '../../i18n/fill';
import { useTexts } from '../i18n/ClientTexts';

type Props = {
  formId: string;
  /** The API that starts the payment; the server takes the amount from its own data (a car's deposit) or checks it against its limits. */
  startPath: string;
  /** Sent with the details (the car being reserved). */
  extra?: Record<string, string>;
  prefill: { name: string; email: string };
  /** Online payment: the shopper states reference and amount. */
  askAmount?: { minimumLabel: string; maximumLabel: string };
  payLabel: string;
  resultPath: string;
  continueLabel: string;
};

/** Step one: who pays (and, online, for what and how much); step two: the provider's own card form. */
export function PaymentForm({ formId, startPath, extra = {}, prefill, askAmount, payLabel, resultPath, continueLabel }: Props) {
  // One key per page view: a double click or a retried request finds the same payment.
  const texts = useTexts('payments');
  const unreachable = useTexts('common').fetchFailed.unreachable;
  const idempotencyKey = useRef<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [started, setStarted] = useState<PaymentStart | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    idempotencyKey.current ??= crypto.randomUUID();
    const values = { ...Object.fromEntries(new FormData(event.currentTarget).entries()), ...extra };
    setSending(true);
    const answer = await postPayment<PaymentStart>(startPath, values, unreachable, idempotencyKey.current);
    setSending(false);
    if (!answer.ok) {
      setErrors(answer.errors);
      setFailure(answer.error);
      return;
    }
    setStarted(answer.data);
  }

  if (started) {
    const resultUrl = `${resultPath}?payment=${encodeURIComponent(started.payment_id)}`;
    if (started.provider === 'stripe' && started.client_secret && started.publishable_key) {
      return <StripePay publishableKey={started.publishable_key} clientSecret={started.client_secret} payLabel={payLabel} resultUrl={resultUrl} />;
    }
    return <TestCardPay paymentId={started.payment_id} payLabel={payLabel} resultUrl={resultUrl} />;
  }

  return (
    <form className="lead-form payment-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="form-grid">
        <TextField formId={formId} name="name" label={texts.fullName} required autoComplete="name" defaultValue={prefill.name} errors={errors.name} />
        <TextField formId={formId} name="email" label={texts.email} type="email" required autoComplete="email" defaultValue={prefill.email} errors={errors.email} />
        {askAmount ? (
          <>
            <TextField formId={formId} name="reference" label={texts.reference} required maxLength={40} errors={errors.reference} />
            <TextField
              formId={formId}
              name="amount"
              label={fill(texts.amountRange, { min: askAmount.minimumLabel, max: askAmount.maximumLabel })}
              required
              inputMode="decimal"
              errors={errors.amount}
            />
          </>
        ) : null}
      </div>
      {failure && Object.keys(errors).length === 0 ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? LOADING_LABEL : continueLabel}
        </button>
      </div>
    </form>
  );
}
