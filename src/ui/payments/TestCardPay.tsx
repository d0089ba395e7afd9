'use client';

import { useState } from 'react';
import { TEST_CARDS, type TestCard } from '../../domain/payments/test-cards';
import { PAYMENT_MESSAGES } from '../../domain/payments/messages';
import { LOADING_LABEL } from '../../domain/validation/messages';
import { postPayment, type PaymentProgress } from './payment-client';
import { useTexts } from '../i18n/ClientTexts';

type Props = { paymentId: string; payLabel: string; resultUrl: string };

/** The test provider's "card form": pick what the card does; the payment follows the real state machine. */
export function TestCardPay({ paymentId, payLabel, resultUrl }: Props) {
  const texts = useTexts('payments');
  const unreachable = useTexts('common').fetchFailed.unreachable;
  const [card, setCard] = useState<TestCard>('succeeds');
  const [sending, setSending] = useState(false);
  const [state, setState] = useState<'choose' | 'authenticate'>('choose');
  const [message, setMessage] = useState<string | null>(null);

  function follow(progress: PaymentProgress) {
    if (progress.status === 'requires_action') {
      setState('authenticate');
      setMessage(null);
    } else if (progress.status === 'failed') {
      setState('choose');
      setMessage(PAYMENT_MESSAGES.failed);
    } else {
      window.location.assign(resultUrl);
    }
  }

  async function send(path: string, body: unknown) {
    setSending(true);
    const answer = await postPayment<PaymentProgress>(path, body, unreachable);
    setSending(false);
    if (answer.ok) follow(answer.data);
    else setMessage(answer.error);
  }

  if (state === 'authenticate') {
    return (
      <div className="payment-3ds" role="group" aria-labelledby="payment-3ds-title">
        <h3 id="payment-3ds-title">{texts.secureTitle}</h3>
        <p>{texts.secureText}</p>
        <div className="form-actions">
          <button type="button" className="button button-primary" disabled={sending} onClick={() => void send('/api/payments/test/authenticate', { payment_id: paymentId, approved: true })}>
            {sending ? LOADING_LABEL : texts.approve}
          </button>
          <button type="button" className="button button-secondary" disabled={sending} onClick={() => void send('/api/payments/test/authenticate', { payment_id: paymentId, approved: false })}>
            {texts.refuse}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form
      className="payment-test-cards"
      onSubmit={(event) => {
        event.preventDefault();
        void send('/api/payments/test/pay', { payment_id: paymentId, card });
      }}
    >
      <fieldset>
        <legend>{texts.chooseTestCard}</legend>
        {TEST_CARDS.map((option) => (
          <label key={option.id} className="payment-card-option">
            <input type="radio" name="card" value={option.id} checked={card === option.id} onChange={() => setCard(option.id)} />
            {option.label}
          </label>
        ))}
      </fieldset>
      {message ? (
        <p className="form-error" role="alert">
          {message}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? LOADING_LABEL : payLabel}
        </button>
      </div>
    </form>
  );
}
