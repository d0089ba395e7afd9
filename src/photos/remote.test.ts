import http from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicOnlyLookup, remotePhoto } from './remote';

/**
 * A feed photo fetched from a photo host (a local HTTP server here, reached through a resolver that
 * sends the test's host name to it) and resized; what the host answers that is not a photo, too
 * large or a redirect is refused; and the real resolver refuses names that resolve to this machine.
 */
let server: http.Server;
let port = 0;
const limits = { maxBytes: 200_000, maxMegapixels: 50 };

beforeAll(async () => {
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#246' } }).jpeg().toBuffer();
  server = http.createServer((request, response) => {
    if (request.url === '/car.jpg') return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    if (request.url === '/text.jpg') return response.writeHead(200, { 'content-type': 'image/jpeg' }).end('not a photo');
    if (request.url === '/huge.jpg') return response.writeHead(200).end(Buffer.alloc(300_000));
    if (request.url === '/moved.jpg') return response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
    return response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const toTestServer: LookupFunction = (_hostname, options, callback) => {
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

const fetchPhoto = (path: string, lookup: LookupFunction = toTestServer) =>
  remotePhoto(new URL(`http://photos.dealer.test:${port}${path}`), 640, 75, 'webp', { limits, timeoutMs: 5_000, lookup });

describe('remotePhoto', () => {
  it('fetches and resizes a photo to the width asked for', async () => {
    const answer = await fetchPhoto('/car.jpg');
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.contentType).toBe('image/webp');
    expect(await sharp(answer.body).metadata()).toMatchObject({ format: 'webp', width: 640, height: 480 });
  });

  it.each([
    ['/text.jpg', 422, 'This file is not a JPEG, PNG, WebP or AVIF photo.'],
    ['/huge.jpg', 413, 'The photo is larger than photos may be.'],
    ['/moved.jpg', 502, 'The photo host answered 302.'],
    ['/missing.jpg', 404, 'The photo host answered 404.'],
  ])('refuses %s with %d', async (path, status, message) => {
    expect(await fetchPhoto(path)).toEqual({ ok: false, status, message });
  });

  it('never connects to a host whose name resolves to this machine', async () => {
    const answer = await remotePhoto(new URL(`http://localhost:${port}/car.jpg`), 640, 75, 'jpeg', { limits, timeoutMs: 5_000, lookup: publicOnlyLookup });
    expect(answer).toEqual({ ok: false, status: 502, message: 'The photo host could not be reached.' });
  });
});
