import { CheckoutPage } from '@/page-bodies/checkout-page';
import { privateMetadata } from '@/site/page-metadata';
import { requireSite } from '@/site/request';

type Props = { params: Promise<{ site: string; slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = privateMetadata((texts) => texts.head.reserve);
export const dynamic = 'force-dynamic';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

export default async function Checkout({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const query = await searchParams;
  return <CheckoutPage site={site} slug={(await params).slug} paymentId={first(query.payment) ?? first(query.payment_intent)} />;
}
