'use client';

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useMemo, useState, type FormEvent } from 'react';
import { PAYMENT_MESSAGES } from '../../domain/payments/messages';
import { LOADING_LABEL } from '../../domain/validation/messages';

type Props = { publishableKey: string; clientSecret: string; payLabel: string; resultUrl: string };

const stripes = new Map<string, Promise<Stripe | null>>();

/** Stripe.js once per publishable key, as Stripe asks. */
function stripeFor(key: string): Promise<Stripe | null> {
  let loaded = stripes.get(key);
  if (!loaded) {
    loaded = loadStripe(key);
    stripes.set(key, loaded);
  }
  return loaded;
}

function PayButton({ payLabel, resultUrl }: Pick<Props, 'payLabel' | 'resultUrl'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setSending(true);
    // Stripe returns the shopper to the result page (after a bank's 3-D Secure page when one is needed).
    const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: new URL(resultUrl, window.location.href).toString() } });
    setSending(false);
    setMessage(error.message ?? PAYMENT_MESSAGES.failed);
  }

  return (
    <form className="payment-stripe" onSubmit={(event) => void submit(event)}>
      <PaymentElement />
      {message ? (
        <p className="form-error" role="alert">
          {message}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={!stripe || sending}>
          {sending ? LOADING_LABEL : payLabel}
        </button>
      </div>
    </form>
  );
}

/** Stripe's own Payment Element: card numbers go from the browser to Stripe, never to our server. */
export function StripePay({ publishableKey, clientSecret, payLabel, resultUrl }: Props) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret }}>
      <PayButton payLabel={payLabel} resultUrl={resultUrl} />
    </Elements>
  );
}
