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
  const parsed = parseHost(decodeURIComponent(segment), []);
  const site = parsed.kind === 'site' ? await siteForHost(parsed.host) : null;
  return site ? withPreviewDraft(site) : null;
});

/** As siteFromSegment, but an unknown site is the plain not-found page. */
export async function requireSite(params: Promise<{ site: string }>): Promise<Site> {
  const site = await siteFromSegment((await params).site);
  if (!site) notFound();
  return site;
}

/**
 * For route handlers: the segment's site, or a NotFoundError that jsonRoute answers with 404. The
 * site's slug goes on every later log line of the request.
 */
export async function requireApiSite(params: Promise<{ site: string }>): Promise<Site> {
  const site = await siteFromSegment((await params).site);
  if (!site) throw new NotFoundError('Not found');
  setRequestSite(site.slug);
  return site;
}
