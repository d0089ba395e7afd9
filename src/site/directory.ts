import 'server-only';
import { getDb } from '../db';
import { listWebsites, loadSite } from '../db/queries/websites';
import type { Site } from '../domain/types';
import { env } from '../env';
import { listenToOtherProcesses, tellOtherProcesses } from '../lib/redis';
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
  listening[LISTENING] ??= listenForChanges();
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

/**
 * With several app processes (Redis set, docs/scaling.md), a site change made in one must reach the
 * memory of all: otherwise another process would keep the old site for up to CACHE_MS and store
 * pages rendered from it again right after they were expired. The change is announced on a Redis
 * channel every process listens on.
 */
const CHANNEL = 'forecourt:site-directory';
const LISTENING = Symbol.for('forecourt.siteDirectoryListening');
const listening = globalThis as { [LISTENING]?: Promise<void> };

function forgetHere(): void {
  hostMaps.clear();
  sites.clear();
}

function listenForChanges(): Promise<void> {
  return listenToOtherProcesses(CHANNEL, forgetHere, 'site changes from other app processes are not heard; they show here within 30 s');
}

/** Drops the remembered host map and sites, in this process and, through Redis, in every other. */
export async function forgetSiteDirectory(): Promise<void> {
  forgetHere();
  await tellOtherProcesses(CHANNEL, String(process.pid), 'site change not announced to other app processes');
}
