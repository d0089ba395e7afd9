import { notFound } from 'next/navigation';
import { contentRoute } from '@/domain/content-paths';
import { siteFromSegment } from '@/site/request';
import { contentMetadata, renderContent } from '@/page-bodies/content-page';
import { notFoundMetadata } from '@/site/page-metadata';

type Props = { params: Promise<{ site: string; rest: string[] }> };

/** A content page at /{x} on sites that strip the /pages prefix; any other path is the site's not-found page. */
async function lookup(params: Props['params']) {
  const { site: segment, rest } = await params;
  const site = await siteFromSegment(segment);
  if (!site) return null;
  const route = contentRoute(rest, site.config.paths);
  return route.kind === 'page' && rest.length === 1 ? route : null;
}

export async function generateMetadata({ params }: Props) {
  const found = await lookup(params);
  return found ? contentMetadata(params, found) : notFoundMetadata(await siteFromSegment((await params).site));
}

export default async function UnknownOrContentPage({ params }: Props) {
  const found = await lookup(params);
  if (!found) notFound();
  return renderContent(params, found);
}
