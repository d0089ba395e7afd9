import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isPublicAddress } from '../domain/photos/public-address';
import type { PhotoLimits } from '../domain/photos/limits';
import { CONTENT_TYPE, type PhotoEncoding } from '../domain/photos/sizes';
import { decoderFor, inspectPhoto } from './process';

/**
 * A feed photo fetched from a dealer's photo host and resized for the page (the photo route of
 * docs/decisions/034-dealer-photo-hosts.md). The host has already been checked against the
 * dealership's and the platform's lists; here the connection is made only to a public address
 * (checked in the resolver the request connects with, so a name cannot resolve to a public address
 * for the check and a private one for the connection), redirects are not followed, and the body
 * stops at the upload size limit.
 */
export type RemotePhotoAnswer =
  | { ok: true; body: Buffer; contentType: string }
  | { ok: false; status: 404 | 413 | 422 | 502 | 504; message: string };

export type RemoteFetchOptions = { limits: PhotoLimits; timeoutMs: number; lookup?: LookupFunction };

/** dns.lookup, refusing any name with an address that is not public. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as dns.LookupAddress[];
    if (list.length === 0 || list.some((a) => !isPublicAddress(a.address, a.family === 6 ? 6 : 4))) {
      return callback(Object.assign(new Error(`${hostname} resolves to an address that is not public`), { code: 'ENOTPUBLIC' }), '', 0);
    }
    if (options.all) return callback(null, list);
    const first = list[0]!;
    return callback(null, first.address, first.family);
  });
};

function download(url: URL, options: RemoteFetchOptions): Promise<{ ok: true; body: Buffer } | { ok: false; status: 404 | 413 | 502 | 504; message: string }> {
  const client = url.protocol === 'http:' ? http : https;
  return new Promise((resolve) => {
    const request = client.get(url, { lookup: options.lookup ?? publicOnlyLookup, timeout: options.timeoutMs, headers: { accept: 'image/*' } }, (response) => {
      const status = response.statusCode ?? 0;
      if (status !== 200) {
        response.resume();
        resolve({ ok: false, status: status >= 300 && status < 400 ? 502 : 404, message: `The photo host answered ${status}.` });
        return;
      }
      const declared = Number(response.headers['content-length'] ?? Number.NaN);
      if (declared > options.limits.maxBytes) {
        response.destroy();
        resolve({ ok: false, status: 413, message: 'The photo is larger than photos may be.' });
        return;
      }
      const chunks: Buffer[] = [];
      let total = 0;
      response.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > options.limits.maxBytes) {
          response.destroy();
          resolve({ ok: false, status: 413, message: 'The photo is larger than photos may be.' });
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => resolve({ ok: true, body: Buffer.concat(chunks) }));
      response.on('error', () => resolve({ ok: false, status: 502, message: 'The photo host closed the connection.' }));
    });
    request.on('timeout', () => {
      request.destroy();
      resolve({ ok: false, status: 504, message: 'The photo host did not answer in time.' });
    });
    request.on('error', () => resolve({ ok: false, status: 502, message: 'The photo host could not be reached.' }));
  });
}

export async function remotePhoto(url: URL, width: number, quality: number, encoding: PhotoEncoding, options: RemoteFetchOptions): Promise<RemotePhotoAnswer> {
  const fetched = await download(url, options);
  if (!fetched.ok) return fetched;
  const inspected = await inspectPhoto(fetched.body, options.limits);
  if (!inspected.ok) return { ok: false, status: 422, message: inspected.refusal.message };
  try {
    const resized = decoderFor(fetched.body, options.limits).resize({ width, withoutEnlargement: true });
    const body = await (encoding === 'jpeg' ? resized.jpeg({ quality, progressive: true }) : resized.webp({ quality, effort: 2 })).toBuffer();
    return { ok: true, body, contentType: CONTENT_TYPE[encoding] };
  } catch {
    return { ok: false, status: 422, message: 'The photo is damaged or cut short and cannot be read.' };
  }
}
