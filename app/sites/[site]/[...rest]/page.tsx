import { notFound } from 'next/navigation';
import { contentRoute } from '@/domain/content-paths';
import { siteFromSegment } from '@/site/request';
import { contentMetadata, renderContent } from '@/page-bodies/content-page';
import { notFoundPage } from '@/page-bodies/not-found-page';
import { notFoundMetadata } from '@/site/page-metadata';

// Stored like /pages/{x}. It also makes the not-found answer a complete render, whose status is set
// before anything is sent (src/page-bodies/not-found-page.tsx); a not-found answer is never stored.
export const revalidate = 300;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ site: string; rest: string[] }> };

/** A content page at /{x} on sites that strip the /pages prefix; any other path is the site's not-found page. */
async function lookup(params: Props['params']) {
  const { site: segment, rest } = await params;
  const site = await siteFromSegment(segment);
  if (!site) return { site: null, found: null };
  const route = contentRoute(rest, site.config.paths);
  return { site, found: route.kind === 'page' && rest.length === 1 ? route : null };
}

export async function generateMetadata({ params }: Props) {
  const { site, found } = await lookup(params);
  return found ? contentMetadata(params, found) : notFoundMetadata(site);
}

export default async function UnknownOrContentPage({ params }: Props) {
  const { site, found } = await lookup(params);
  if (!site) notFound();
  return found ? renderContent(params, found) : notFoundPage(site);
}
