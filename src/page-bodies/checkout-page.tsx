import 'server-only';
import '@/ui/styles/forms.css';
import '@/ui/styles/payments.css';
import { currentShopper, gatePage } from '../accounts/gate';
import { currencyOf, formatPrice } from '../domain/locale';
import { depositOf, formatMinor } from '../domain/payments/amounts';
import { paymentOutcome, RESERVATION_DENIALS } from '../domain/payments/messages';
import { canReserve } from '../domain/reservation';
import type { Site } from '../domain/types';
import { paymentStatusOn } from '../payments/page-reads';
import { siteCar } from '../page-data/car-page';
import { privateMetadata } from '../site/page-metadata';
import { notFoundPage } from './not-found-page';
import { paymentIdOf, type PaymentRouteProps } from './payment-query';
import { reservationRequestFormData } from '../forms/car-forms';
import { FormPage } from '../ui/forms/FormPage';
import { PaymentForm } from '../ui/payments/PaymentForm';
import { PaymentResult } from '../ui/payments/PaymentResult';
import { TestProviderNotice } from '../ui/payments/TestProviderNotice';
import { ClientTexts } from '../ui/i18n/ClientTexts';
import { fill } from '../i18n/fill';
import { messagesFor } from '../i18n/messages';

/** The reservation a result address names, for this car, or null where the site has none such (the page is then its not-found page). */
async function reservationOf(site: Site, slug: string, paymentId: string) {
  const status = await paymentStatusOn(site, paymentId);
  if (!status || status.payment.kind !== 'reservation' || status.context?.car?.slug !== slug) return null;
  return { payment: status.payment, car: status.context.car };
}

type CheckoutParams = { site: string; slug: string };

/** The page's head: its title, or the not-found head where the page is the not-found page (no such car or reservation). */
export const checkoutMetadata = privateMetadata<PaymentRouteProps<CheckoutParams>>(
  (texts) => texts.head.reserve,
  async (site, { params, searchParams }) => {
    const { slug } = await params;
    const paymentId = paymentIdOf(await searchParams);
    return paymentId ? (await reservationOf(site, slug, paymentId)) !== null : (await siteCar(site, slug)) !== null;
  },
);

/**
 * /cars/{slug}/checkout (SPEC 2, 4): the deposit form only while the reservation rule holds, or
 * for a whitelisted dealer without a payment provider the reservation request the dealership
 * confirms; otherwise the car page's explanation. With ?payment= (or Stripe's ?payment_intent=) it shows
 * that payment's outcome.
 */
export async function CheckoutPage({ site, slug, paymentId }: { site: Site; slug: string; paymentId: string | null }) {
  const path = `/cars/${slug}/checkout`;
  const texts = messagesFor(site.locale).payments;
  const testNotice = site.config.providers.payment === 'test' ? <TestProviderNotice texts={texts} /> : null;
  if (paymentId) {
    const reservation = await reservationOf(site, slug, paymentId);
    if (!reservation) return notFoundPage(site);
    const { payment, car } = reservation;
    return (
      <div className="container payment-page">
        <h1>{fill(texts.reserve, { car: car.name })}</h1>
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
  if (!car) return notFoundPage(site);
  const decision = canReserve(car, site.config);
  // A request takes no deposit; a deposit needs the amount the car's record states.
  const deposit = decision.allowed && decision.mode === 'deposit' ? depositOf(car.paymentProcessors) : null;
  if (!decision.allowed || (decision.mode === 'deposit' && !deposit)) {
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
  const name = [shopper?.firstName, shopper?.lastName].filter(Boolean).join(' ');
  if (!deposit) {
    const known = { ...(name ? { name } : {}), ...(shopper?.email ? { email: shopper.email } : {}), ...(shopper?.phone ? { phone: shopper.phone } : {}) };
    return <FormPage heading={fill(texts.reserve, { car: car.name })} intro={texts.requestIntro} data={reservationRequestFormData(site, car, known)} />;
  }
  const amount = formatMinor(deposit.amountMinor, currencyOf(site.locale), site.locale);
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
