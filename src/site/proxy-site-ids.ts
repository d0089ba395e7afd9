import http from 'node:http';
import { z } from 'zod';
import { TtlCache } from '../lib/ttl-cache';
import { hostIndex } from '../domain/host/host-index';

/**
 * Host -> site id for the proxy, which tags stored pages for the front (src/cache/front-headers.ts).
 * The proxy is bundled apart from the app and opens no database, so it reads the platform's public
 * website list from its own server over loopback, and keeps it as long as the app's directory keeps
 * its own host map (src/site/directory.ts). A failed read tags nothing for a while: the front then
 * passes those pages to the app, which is slower but never wrong.
 */
const CACHE_MS = 30_000;
const READ_TIMEOUT_MS = 2_000;
const listingSchema = z.array(z.object({ id: z.number().int(), slug: z.string(), hostnames: z.array(z.string()) }));
const indexes = new TtlCache<'all', (host: string) => number | null>({ ttlMs: CACHE_MS, max: 1 });

function readListing(port: number, platformHost: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/api/v1/websites.json', headers: { host: platformHost }, timeout: READ_TIMEOUT_MS },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) return reject(new Error(`website list answered ${response.statusCode}`));
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('website list timed out')));
    request.on('error', reject);
  });
}

export async function proxySiteId(host: string, { port, platformHost, platformDomain }: { port: number; platformHost: string; platformDomain?: string }): Promise<number | null> {
  const idOf = await indexes.get('all', async () => {
    try {
      return hostIndex(listingSchema.parse(await readListing(port, platformHost)), platformDomain);
    } catch (error) {
      console.warn(`[proxy] stored pages go untagged for ${CACHE_MS / 1000} s: ${error instanceof Error ? error.message : String(error)}`);
      return () => null;
    }
  });
  return idOf(host);
}
