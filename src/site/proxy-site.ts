import 'server-only';
import { getDb } from '../db';
import { readSiteDraft } from '../db/queries/site-versions';
import { env } from '../env';
import { slugFromHost } from '../domain/host/host';
import { siteCspAdditions, type CspAdditions } from '../domain/csp-additions';
import { siteConfigSchema } from '../domain/site-config';
import { PREVIEW_COOKIE } from '../domain/site-versions/preview-token';
import { log } from '../lib/log';
import { siteForHost } from './directory';
import { checkPreviewToken } from './preview';

/**
 * What the proxy needs to know of a host's site, from the app's own site directory
 * (src/site/directory.ts, the same cache in the same process): its id, to tag stored pages for the
 * front (src/cache/front-headers.ts), whether its whole domain is HTTPS, for HSTS, and what its
 * pages add to the CSP (its map providers and tracking tags, src/domain/csp-additions.ts; a draft's
 * in its preview). A host with
 * no site is answered 404 by the proxy without rendering. When the database cannot be read the
 * request goes on untagged: the page then answers as it does without a database.
 */
export type ProxySite = { kind: 'site'; id: number; wholeDomainHttps: boolean; csp: CspAdditions } | { kind: 'unknown' } | { kind: 'unavailable' };

/** Whether a host is the platform's own name or one under the platform's domain, which the platform's HTTPS setting covers. */
export function platformWholeDomainHttps(host: string | null): boolean {
  const { PLATFORM_DOMAIN, PLATFORM_HTTPS_WHOLE_DOMAIN } = env();
  return PLATFORM_HTTPS_WHOLE_DOMAIN && (host === null || slugFromHost(host, PLATFORM_DOMAIN) !== null);
}

/** The preview token in a Cookie header, if any. */
function previewToken(cookie: string | null): string | null {
  for (const pair of (cookie ?? '').split(';')) {
    const [name, ...value] = pair.split('=');
    if (name?.trim() === PREVIEW_COOKIE) return value.join('=').trim();
  }
  return null;
}

/**
 * A preview of this site's draft (a valid preview cookie naming this very site) shows the draft,
 * so its pages need the draft's additions: a tracking tag or map added in the draft is allowed in
 * its preview before it is published. Anything else keeps the live site's.
 */
async function previewCspAdditions(siteId: number, cookie: string | null): Promise<CspAdditions | null> {
  const token = previewToken(cookie);
  const claim = token ? checkPreviewToken(token) : null;
  if (claim?.siteId !== siteId) return null;
  const draft = await readSiteDraft(await getDb(), siteId);
  return draft ? siteCspAdditions(siteConfigSchema.parse(draft.file.website.config)) : null;
}

export async function proxySite(host: string, cookie: string | null = null): Promise<ProxySite> {
  try {
    const site = await siteForHost(host);
    if (!site) return { kind: 'unknown' };
    const underPlatform = slugFromHost(host, env().PLATFORM_DOMAIN) !== null;
    return {
      kind: 'site',
      id: site.id,
      wholeDomainHttps: underPlatform ? platformWholeDomainHttps(host) : site.config.httpsWholeDomain === true,
      csp: (await previewCspAdditions(site.id, cookie)) ?? siteCspAdditions(site.config),
    };
  } catch (error) {
    log.warn({ host, reason: error instanceof Error ? error.message : String(error) }, 'proxy could not read the site directory');
    return { kind: 'unavailable' };
  }
}
