import 'server-only';
import '@/ui/styles/forms.css';
import '@/ui/styles/payments.css';
import { notFound } from 'next/navigation';
import { currentShopper, gatePage } from '../accounts/gate';
import { formatPrice } from '../domain/locale';
import { formatMinor } from '../domain/payments/amounts';
import { paymentOutcome } from '../domain/payments/messages';
import type { Site } from '../domain/types';
import { NotFoundError } from '../lib/errors';
import { paymentStatusOn } from '../payments/page-reads';
import { PaymentForm } from '../ui/payments/PaymentForm';
import { PaymentResult } from '../ui/payments/PaymentResult';
import { TestProviderNotice } from '../ui/payments/TestProviderNotice';
import { ClientTexts } from '../ui/i18n/ClientTexts';
import { fill } from '../i18n/fill';
import { messagesFor } from '../i18n/messages';

const PATH = '/online-payment';

/** /online-payment (SPEC 2, 6): pay the dealer an amount with a reference, within the site's limits; gated unless the site opens it. */
/** A payment this site does not have is the page's 404; anything else is a real failure. */
function notFoundOnMiss(error: unknown): never {
  if (error instanceof NotFoundError) notFound();
  throw error;
}

export async function OnlinePaymentPage({ site, paymentId }: { site: Site; paymentId: string | null }) {
  const limits = site.config.onlinePayment;
  if (!limits || site.config.providers.payment === null || site.dealerships.length === 0) notFound();
  const shopper = (await gatePage(site, 'online-payment', PATH)) ?? (await currentShopper(site));
  const texts = messagesFor(site.locale).payments;
  const testNotice = site.config.providers.payment === 'test' ? <TestProviderNotice texts={texts} /> : null;
  if (paymentId) {
    const { payment } = await paymentStatusOn(site, paymentId).catch(notFoundOnMiss);
    if (payment.kind !== 'online') notFound();
    return (
      <div className="container payment-page">
        <h1>{texts.onlinePayment}</h1>
        {payment.provider === 'test' ? <TestProviderNotice texts={texts} /> : null}
        <PaymentResult
          outcome={paymentOutcome('online', payment.status, false)}
          amount={formatMinor(payment.amountMinor, payment.currency, site.locale)}
          paymentId={paymentId}
          back={{ href: '/', label: texts.backHome }}
          texts={texts}
        />
      </div>
    );
  }
  const name = [shopper?.firstName, shopper?.lastName].filter(Boolean).join(' ');
  return (
    <ClientTexts sections={{ payments: texts }}>
      <div className="container payment-page">
        <h1>{texts.onlinePayment}</h1>
        {testNotice}
        <p>{fill(texts.onlineIntro, { dealer: site.dealerships[0]?.name ?? site.name })}</p>
        <PaymentForm
          formId="online-payment"
          startPath="/api/payments/online"
          prefill={{ name, email: shopper?.email ?? '' }}
          askAmount={{ minimumLabel: formatPrice(limits.minimum, site.locale), maximumLabel: formatPrice(limits.maximum, site.locale) }}
          payLabel={texts.payNow}
          resultPath={PATH}
          continueLabel={texts.continueToPayment}
        />
      </div>
    </ClientTexts>
  );
}
