import 'server-only';
import '@/ui/styles/forms.css';
import '@/ui/styles/payments.css';
import { notFound } from 'next/navigation';
import { currentShopper, gatePage } from '../accounts/gate';
import { currencyOf, formatPrice } from '../domain/locale';
import { depositOf, formatMinor } from '../domain/payments/amounts';
import { paymentOutcome, RESERVATION_DENIALS } from '../domain/payments/messages';
import { canReserve } from '../domain/reservation';
import type { Site } from '../domain/types';
import { NotFoundError } from '../lib/errors';
import { paymentStatusOn } from '../payments/page-reads';
import { siteCar } from '../page-data/car-page';
import { PaymentForm } from '../ui/payments/PaymentForm';
import { PaymentResult } from '../ui/payments/PaymentResult';
import { TestProviderNotice } from '../ui/payments/TestProviderNotice';
import { ClientTexts } from '../ui/i18n/ClientTexts';
import { fill } from '../i18n/fill';
import { messagesFor } from '../i18n/messages';

/**
 * /cars/{slug}/checkout (SPEC 2, 4): the deposit form only while the reservation rule holds;
 * otherwise the car page's explanation. With ?payment= (or Stripe's ?payment_intent=) it shows
 * that payment's outcome.
 */
/** A payment this site does not have is the page's 404; anything else is a real failure. */
function notFoundOnMiss(error: unknown): never {
  if (error instanceof NotFoundError) notFound();
  throw error;
}

export async function CheckoutPage({ site, slug, paymentId }: { site: Site; slug: string; paymentId: string | null }) {
  const path = `/cars/${slug}/checkout`;
  const texts = messagesFor(site.locale).payments;
  const testNotice = site.config.providers.payment === 'test' ? <TestProviderNotice texts={texts} /> : null;
  if (paymentId) {
    const { payment, context } = await paymentStatusOn(site, paymentId).catch(notFoundOnMiss);
    if (payment.kind !== 'reservation' || context?.car?.slug !== slug) notFound();
    return (
      <div className="container payment-page">
        <h1>{fill(texts.reserve, { car: context.car.name })}</h1>
        {payment.provider === 'test' ? <TestProviderNotice texts={texts} /> : null}
        <PaymentResult
          outcome={paymentOutcome('reservation', payment.status, payment.lostRace)}
          amount={formatMinor(payment.amountMinor, payment.currency, site.locale)}
          paymentId={paymentId}
          back={{ href: `/cars/${slug}`, label: texts.backToCar }}
          texts={texts}
        />
      </div>
    );
  }

  const car = await siteCar(site, slug);
  if (!car) notFound();
  const decision = canReserve(car, site.config);
  const deposit = depositOf(car.paymentProcessors);
  if (!decision.allowed || !deposit) {
    return (
      <div className="container payment-page">
        <h1>{car.name}</h1>
        <p className="payment-explanation">{decision.allowed ? RESERVATION_DENIALS['no-payment-processors'] : RESERVATION_DENIALS[decision.reason]}</p>
        <p>
          <a className="button button-secondary" href={`/cars/${slug}`}>
            {texts.backToCar}
          </a>
        </p>
      </div>
    );
  }
  const shopper = (await gatePage(site, 'checkout', path)) ?? (await currentShopper(site));
  const amount = formatMinor(deposit.amountMinor, currencyOf(site.locale), site.locale);
  const name = [shopper?.firstName, shopper?.lastName].filter(Boolean).join(' ');
  return (
    <ClientTexts sections={{ payments: texts }}>
      <div className="container payment-page">
        <h1>{fill(texts.reserve, { car: car.name })}</h1>
        {testNotice}
        <dl className="payment-facts">
          <dt>{texts.price}</dt>
          <dd>{formatPrice(car.price, site.locale)}</dd>
          <dt>{texts.stockNumber}</dt>
          <dd>{car.stocknum}</dd>
          <dt>{texts.deposit}</dt>
          <dd>{amount}</dd>
        </dl>
        <p>{fill(texts.depositNote, { amount, manual: deposit.captureMethod === 'manual' ? texts.depositManual : '' })}</p>
        <PaymentForm
          formId="checkout"
          startPath="/api/payments/reservations"
          extra={{ car_slug: slug }}
          prefill={{ name, email: shopper?.email ?? '' }}
          payLabel={fill(texts.payDeposit, { amount })}
          resultPath={path}
          continueLabel={texts.continueToPayment}
        />
      </div>
    </ClientTexts>
  );
}
