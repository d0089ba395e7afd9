import type { Metadata } from 'next';
import { notFoundMetadata } from '@/site/page-metadata';
import { requireSite, siteFromSegment } from '@/site/request';
import { notFoundPage } from '@/page-bodies/not-found-page';
import { carPageMetadata, requestCarPage } from '@/page-data/car-page';
import { CarPageView } from '@/ui/car/CarPageView';
import '@/ui/styles/car.css';

type Props = { params: Promise<{ site: string; slug: string }> };

// Stored on first visit and served until a tag of its data expires, or after REVALIDATE_SECONDS
// (src/cache/life.ts); none is rendered at build, when there is no database.
export const revalidate = 300;
export const generateStaticParams = () => [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: segment, slug } = await params;
  const site = await siteFromSegment(segment);
  const page = site ? await requestCarPage(site, slug) : null;
  if (!site || !page) return notFoundMetadata(site);
  return carPageMetadata(site, page);
}

export default async function CarPage({ params }: Props) {
  const site = await requireSite(params);
  const page = await requestCarPage(site, (await params).slug);
  if (!page) return notFoundPage(site);
  return <CarPageView site={site} page={page} />;
}
