import { OnlinePaymentPage } from '@/page-bodies/online-payment-page';
import { privateMetadata } from '@/site/page-metadata';
import { requireSite } from '@/site/request';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = privateMetadata((texts) => texts.payments.onlinePayment);
export const dynamic = 'force-dynamic';

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

export default async function OnlinePayment({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const query = await searchParams;
  return <OnlinePaymentPage site={site} paymentId={first(query.payment) ?? first(query.payment_intent)} />;
}
