import type { Metadata } from 'next';
import { CheckoutPage } from '@/routes/checkout-page';
import { requireSite } from '@/site/request';

type Props = { params: Promise<{ site: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const metadata: Metadata = { title: 'Reserve', robots: { index: false } };
export const dynamic = 'force-dynamic';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

export default async function Checkout({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const query = await searchParams;
  return <CheckoutPage site={site} slug={(await params).slug} paymentId={first(query.payment) ?? first(query.payment_intent)} />;
}
