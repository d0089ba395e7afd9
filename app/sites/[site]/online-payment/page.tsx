import { OnlinePaymentPage, onlinePaymentMetadata } from '@/page-bodies/online-payment-page';
import { paymentIdOf, type PaymentRouteProps } from '@/page-bodies/payment-query';
import { requireSite } from '@/site/request';

type Props = PaymentRouteProps<{ site: string }>;

export const generateMetadata = onlinePaymentMetadata;
export const dynamic = 'force-dynamic';

export default async function OnlinePayment({ params, searchParams }: Props) {
  const site = await requireSite(params);
  return <OnlinePaymentPage site={site} paymentId={paymentIdOf(await searchParams)} />;
}
