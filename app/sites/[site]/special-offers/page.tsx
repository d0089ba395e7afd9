import { singlePage } from '@/content/pages';
import { messagesFor } from '@/i18n/messages';
import { specialOffersForm } from '@/forms/definitions/special-offers';
import { formPageData } from '@/page-data/form-page';
import { metadataOf, notFoundMetadata } from '@/site/page-metadata';
import { requireSite, siteFromSegment } from '@/site/request';
import { FormPage } from '@/ui/forms/FormPage';
import { OfferList } from '@/ui/promotions/OfferList';
import type { FormPageProps } from '@/ui/forms/page-props';

export async function generateMetadata({ params }: FormPageProps) {
  const site = await siteFromSegment((await params).site);
  if (!site) return notFoundMetadata(site);
  const content = await singlePage(site, 'special-offers');
  return metadataOf(site, {
    path: '/special-offers',
    title: content?.title ?? messagesFor(site.locale).formPages.specialOffers.heading,
    description: content?.description || undefined,
    image: content?.heroImageUrl ? { url: content.heroImageUrl, alt: content.title } : null,
  });
}

/** SPEC 2 /special-offers: the site's offers (issue 31), then its offers text (its content data) beside the offers enquiry form. */
export default async function SpecialOffersPage({ params, searchParams }: FormPageProps) {
  const site = await requireSite(params);
  const [data, content] = await Promise.all([formPageData(site, await searchParams, specialOffersForm), singlePage(site, 'special-offers')]);
  const texts = messagesFor(site.locale).formPages.specialOffers;
  const offers = site.config.content.offers ?? [];
  return (
    <FormPage
      heading={content?.title ?? texts.heading}
      intro={content?.description || texts.intro}
      data={data}
      before={offers.length > 0 ? <OfferList offers={offers} label={texts.offers} priceLabel={texts.offerPrice} locale={site.locale} /> : undefined}
      aside={content ? <div className="content-body" dangerouslySetInnerHTML={{ __html: content.html }} /> : undefined}
    />
  );
}
