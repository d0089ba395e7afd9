import 'server-only';
import { getDb } from '../db';
import { listWebsites, loadSite } from '../db/queries/websites';
import type { Site } from '../domain/types';
import { env } from '../env';
import { TtlCache } from '../lib/ttl-cache';
import { hostIndex } from '../domain/host/host-index';

/**
 * Host -> site lookups for requests. Site configuration changes rarely and is read on every
 * request, so the host map and each site are kept in memory for a short time.
 */
const CACHE_MS = 30_000;
/**
 * A site record is 5 to 17 kB as JSON (the demo network's eleven); 2,000 of them, about every
 * dealer site a country's network would run, stay within some tens of megabytes, and a site asked
 * for less often than the others is simply read again.
 */
const SITES_CACHED = 2_000;

/**
 * The proxy (proxy.ts) is bundled apart from the app but runs in the same process: the caches live
 * on globalThis so both read one copy, and forgetting it after a site change forgets it for both.
 */
type Caches = { hostMaps: TtlCache<'all', (host: string) => number | null>; sites: TtlCache<number, Site | null> };
const KEY = Symbol.for('forecourt.siteDirectory');
const holder = globalThis as { [KEY]?: Caches };
const caches: Caches = (holder[KEY] ??= {
  hostMaps: new TtlCache({ ttlMs: CACHE_MS, max: 1 }),
  sites: new TtlCache({ ttlMs: CACHE_MS, max: SITES_CACHED }),
});
const { hostMaps, sites } = caches;

async function siteIdForHost(host: string): Promise<number | null> {
  const idOf = await hostMaps.get('all', async () => hostIndex(await listWebsites(await getDb()), env().PLATFORM_DOMAIN));
  return idOf(host);
}

async function siteById(id: number): Promise<Site | null> {
  return sites.get(id, async () => loadSite(await getDb(), id));
}

export async function siteForHost(host: string): Promise<Site | null> {
  const id = await siteIdForHost(host);
  return id === null ? null : siteById(id);
}

/** Drops the remembered host map and sites, after a site file was applied in or for this process. */
export function forgetSiteDirectory(): void {
  hostMaps.clear();
  sites.clear();
}
