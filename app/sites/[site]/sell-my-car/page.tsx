import { messagesFor } from '@/i18n/messages';
import { sellMyCarForm } from '@/forms/definitions/trade-in';
import { formPageData } from '@/page-data/form-page';
import { requireSite } from '@/site/request';
import { FormPage } from '@/ui/forms/FormPage';
import type { FormPageProps } from '@/ui/forms/page-props';
import { metadataFor } from '@/site/page-metadata';

export const generateMetadata = metadataFor((site) => ({ path: '/sell-my-car', title: messagesFor(site.locale).formPages.sellMyCar.heading }));

export default async function SellMyCarPage({ params, searchParams }: FormPageProps) {
  const site = await requireSite(params);
  const data = await formPageData(site, await searchParams, sellMyCarForm);
  const page = messagesFor(site.locale).formPages.sellMyCar;
  return <FormPage heading={page.heading} intro={page.intro} data={data} />;
}
