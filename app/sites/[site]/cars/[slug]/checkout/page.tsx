import { CheckoutPage, checkoutMetadata } from '@/page-bodies/checkout-page';
import { paymentIdOf, type PaymentRouteProps } from '@/page-bodies/payment-query';
import { requireSite } from '@/site/request';

type Props = PaymentRouteProps<{ site: string; slug: string }>;

export const generateMetadata = checkoutMetadata;
export const dynamic = 'force-dynamic';

export default async function Checkout({ params, searchParams }: Props) {
  const site = await requireSite(params);
  return <CheckoutPage site={site} slug={(await params).slug} paymentId={paymentIdOf(await searchParams)} />;
}
