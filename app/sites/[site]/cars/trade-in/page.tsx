import { messagesFor } from '@/i18n/messages';
import { tradeInForm } from '@/forms/definitions/trade-in';
import { formPageData } from '@/page-data/form-page';
import { requireSite } from '@/site/request';
import { FormPage } from '@/ui/forms/FormPage';
import type { FormPageProps } from '@/ui/forms/page-props';
import { metadataFor } from '@/site/page-metadata';

export const generateMetadata = metadataFor((site) => ({ path: '/cars/trade-in', title: messagesFor(site.locale).formPages.tradeIn.heading }));

/** SPEC 2 /cars/trade-in?car_id={id}: a trade-in towards one of our cars, or on its own. */
export default async function TradeInPage({ params, searchParams }: FormPageProps) {
  const site = await requireSite(params);
  const data = await formPageData(site, await searchParams, tradeInForm);
  const page = messagesFor(site.locale).formPages.tradeIn;
  return <FormPage heading={page.heading} intro={page.intro} data={data} />;
}
