import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { PAGE_DATA_LIFE } from '../cache/life';
import { SITES_TAG, siteTag } from '../cache/tags';
import type { Site } from '../domain/types';
import { NotFoundError } from '../lib/errors';
import { siteForHost } from './directory';
import { parseHost } from './host';

async function cachedSiteForSegment(segment: string): Promise<Site | null> {
  'use cache';
  cacheLife(PAGE_DATA_LIFE);
  cacheTag(SITES_TAG);
  const parsed = parseHost(decodeURIComponent(segment), []);
  const site = parsed.kind === 'site' ? await siteForHost(parsed.host) : null;
  if (site) cacheTag(siteTag(site.id));
  return site;
}

/**
 * The site of the current request, from the host segment the proxy rewrote the path to.
 * The segment is parsed again rather than trusted; the lookup is cached (tagged with the site,
 * so a config change is seen at once) and shared by everything rendered for one request.
 */
export const siteFromSegment = cache(cachedSiteForSegment);

/** As siteFromSegment, but an unknown site is the plain not-found page. */
export async function requireSite(params: Promise<{ site: string }>): Promise<Site> {
  const site = await siteFromSegment((await params).site);
  if (!site) notFound();
  return site;
}

/** For route handlers: the segment's site, or a NotFoundError that jsonRoute answers with 404. */
export async function requireApiSite(params: Promise<{ site: string }>): Promise<Site> {
  const site = await siteFromSegment((await params).site);
  if (!site) throw new NotFoundError('Not found');
  return site;
}
