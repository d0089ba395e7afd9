import 'server-only';
import { imageRemotePatterns, photoHostPattern, photoSourceAllowed, type RemotePattern } from '../domain/photos/photo-hosts';
import { LOADER_WIDTHS } from '../domain/photos/photo-loader';
import { env } from '../env';
import { log } from '../lib/log';
import { remotePhoto } from '../photos/remote';
import { siteForHost } from './directory';

export type PhotoRouteAnswer = { status: number; body: Buffer | string; headers: Record<string, string> };

const PHOTO_TIMEOUT_MS = 10_000;

function plain(status: number, message: string): PhotoRouteAnswer {
  return { status, body: `${message}\n`, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } };
}

/**
 * The hosts photos may come from on this host's site: the platform-wide IMAGE_REMOTE_HOSTS and
 * each of the site's dealerships' own photo hosts, read through the site directory per request, so
 * a site file applied with a new host works at once.
 */
async function patternsFor(host: string): Promise<RemotePattern[]> {
  const site = await siteForHost(host);
  const own = (site?.dealerships ?? []).flatMap((d) => d.photoHosts).flatMap((entry) => {
    try {
      return [photoHostPattern(entry, 'photoHosts')];
    } catch {
      return [];
    }
  });
  return [...imageRemotePatterns(env().IMAGE_REMOTE_HOSTS), ...own];
}

/** GET /media/photo?src=&w=&q=: a feed photo from an allowed host at a width next/image asks for, WebP where the browser takes it. */
export async function remotePhotoFor(host: string, params: URLSearchParams, accept: string): Promise<PhotoRouteAnswer> {
  const src = params.get('src') ?? '';
  const width = Number(params.get('w'));
  const quality = Number(params.get('q') ?? '75');
  if (!(LOADER_WIDTHS as readonly number[]).includes(width)) return plain(400, `w must be one of ${LOADER_WIDTHS.join(', ')}.`);
  if (!Number.isInteger(quality) || quality < 1 || quality > 100) return plain(400, 'q must be a whole number from 1 to 100.');
  if (src.length === 0 || src.length > 2048) return plain(400, 'src must be a photo URL.');
  if (!photoSourceAllowed(src, await patternsFor(host))) return plain(400, "src is not on one of this site's photo hosts.");
  const encoding = accept.includes('image/webp') ? 'webp' : 'jpeg';
  const answer = await remotePhoto(new URL(src), width, quality, encoding, {
    limits: { maxBytes: env().PHOTO_MAX_BYTES, maxMegapixels: env().PHOTO_MAX_MEGAPIXELS },
    timeoutMs: PHOTO_TIMEOUT_MS,
  });
  if (!answer.ok) {
    log.warn({ src, status: answer.status }, answer.message);
    return plain(answer.status, answer.message);
  }
  return {
    status: 200,
    body: answer.body,
    headers: {
      'Content-Type': answer.contentType,
      // The dealer may replace a file under the same URL: a week, then the front asks again.
      'Cache-Control': 'public, max-age=604800, stale-while-revalidate=86400',
      Vary: 'Accept',
      'Content-Security-Policy': "default-src 'none'",
      'X-Content-Type-Options': 'nosniff',
    },
  };
}
