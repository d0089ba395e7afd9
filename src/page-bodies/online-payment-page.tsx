import 'server-only';
import '@/ui/styles/forms.css';
import '@/ui/styles/payments.css';
import { currentShopper, gatePage } from '../accounts/gate';
import { formatPrice } from '../domain/locale';
import { formatMinor } from '../domain/payments/amounts';
import { paymentOutcome } from '../domain/payments/messages';
import type { Site } from '../domain/types';
import { paymentStatusOn } from '../payments/page-reads';
import { privateMetadata } from '../site/page-metadata';
import { notFoundPage } from './not-found-page';
import { paymentIdOf, type PaymentRouteProps } from './payment-query';
import { PaymentForm } from '../ui/payments/PaymentForm';
import { PaymentResult } from '../ui/payments/PaymentResult';
import { TestProviderNotice } from '../ui/payments/TestProviderNotice';
import { ClientTexts } from '../ui/i18n/ClientTexts';
import { fill } from '../i18n/fill';
import { messagesFor } from '../i18n/messages';

const PATH = '/online-payment';

/** The site's online payment limits, or null where it has no online payment. */
function onlinePaymentLimits(site: Site) {
  const limits = site.config.onlinePayment;
  return limits && site.config.providers.payment !== null && site.dealerships.length > 0 ? limits : null;
}

/** The online payment a result address names, or null where the site has none such (the page is then its not-found page). */
async function onlinePayment(site: Site, paymentId: string) {
  const status = await paymentStatusOn(site, paymentId);
  return status?.payment.kind === 'online' ? status.payment : null;
}

/** The page's head: its title, or the not-found head where the page is the not-found page. */
export const onlinePaymentMetadata = privateMetadata<PaymentRouteProps<{ site: string }>>(
  (texts) => texts.payments.onlinePayment,
  async (site, { searchParams }) => {
    const paymentId = paymentIdOf(await searchParams);
    return onlinePaymentLimits(site) !== null && (paymentId === null || (await onlinePayment(site, paymentId)) !== null);
  },
);

/** /online-payment (SPEC 2, 6): pay the dealer an amount with a reference, within the site's limits; gated unless the site opens it. */
export async function OnlinePaymentPage({ site, paymentId }: { site: Site; paymentId: string | null }) {
  const limits = onlinePaymentLimits(site);
  if (!limits) return notFoundPage(site);
  const shopper = (await gatePage(site, 'online-payment', PATH)) ?? (await currentShopper(site));
  const texts = messagesFor(site.locale).payments;
  const testNotice = site.config.providers.payment === 'test' ? <TestProviderNotice texts={texts} /> : null;
  if (paymentId) {
    const payment = await onlinePayment(site, paymentId);
    if (!payment) return notFoundPage(site);
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
