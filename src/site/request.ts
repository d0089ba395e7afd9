import 'server-only';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { Site } from '../domain/types';
import { NotFoundError } from '../lib/errors';
import { setRequestSite } from '../lib/request-log';
import { siteForHost } from './directory';
import { parseHost } from '../domain/host/host';
import { withPreviewDraft } from './preview';

/**
 * The site of the current request, from the host segment the proxy rewrote the path to.
 * The segment is parsed again rather than trusted, and the lookup is shared by everything
 * rendered for one request. A valid preview of the site sees its draft (src/site/preview.ts).
 */
export const siteFromSegment = cache(async (segment: string): Promise<Site | null> => {
  const site = await publishedSiteFromSegment(segment);
  return site ? withPreviewDraft(site) : null;
});

/** The site as published, whatever the request: what route handlers act on (a lead sent from a preview goes to the live site). */
const publishedSiteFromSegment = cache(async (segment: string): Promise<Site | null> => {
  const parsed = parseHost(decodeURIComponent(segment), []);
  return parsed.kind === 'site' ? siteForHost(parsed.host) : null;
});

/** As siteFromSegment, but an unknown site is the plain not-found page. */
export async function requireSite(params: Promise<{ site: string }>): Promise<Site> {
  const site = await siteFromSegment((await params).site);
  if (!site) notFound();
  return site;
}

/**
 * For route handlers: the segment's published site, or a NotFoundError that jsonRoute answers with
 * 404. The site's slug goes on every later log line of the request.
 */
export async function requireApiSite(params: Promise<{ site: string }>): Promise<Site> {
  const site = await publishedSiteFromSegment((await params).site);
  if (!site) throw new NotFoundError('Not found');
  setRequestSite(site.slug);
  return site;
}
