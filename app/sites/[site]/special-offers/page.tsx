import { singlePage } from '@/content/pages';
import { specialOffersForm } from '@/forms/definitions/special-offers';
import { formPageData } from '@/stock/form-page';
import { metadataOf } from '@/site/page-metadata';
import { requireSite, siteFromSegment } from '@/site/request';
import { FormPage } from '@/ui/forms/FormPage';
import type { FormPageProps } from '@/ui/forms/page-props';

const HEADING = 'Special offers';
const INTRO = "Ask us about this month's offers on new, demo and used vehicles, servicing and finance.";

export async function generateMetadata({ params }: FormPageProps) {
  const site = await siteFromSegment((await params).site);
  if (!site) return { title: 'Page not found', robots: { index: false } };
  const content = await singlePage(site, 'special-offers');
  return metadataOf(site, {
    path: '/special-offers',
    title: content?.title ?? HEADING,
    description: content?.description || undefined,
    image: content?.heroImageUrl ? { url: content.heroImageUrl, alt: content.title } : null,
  });
}

/** SPEC 2 /special-offers: the site's offers text (its content data) beside the offers enquiry form. */
export default async function SpecialOffersPage({ params, searchParams }: FormPageProps) {
  const site = await requireSite(params);
  const [data, content] = await Promise.all([formPageData(site, await searchParams, specialOffersForm), singlePage(site, 'special-offers')]);
  return (
    <FormPage
      heading={content?.title ?? HEADING}
      intro={content?.description || INTRO}
      data={data}
      aside={content ? <div className="content-body" dangerouslySetInnerHTML={{ __html: content.html }} /> : undefined}
    />
  );
}
