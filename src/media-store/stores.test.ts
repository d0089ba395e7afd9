import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localMediaStore } from './local';
import { s3MediaStore } from './s3';
import { assertMediaKey, type MediaStore } from './store';

/**
 * Both stores pass the same checks: the local directory, and the S3 store against a real
 * S3-protocol server (s3rver) started here on a free port with signed requests.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'media-store-'));
let s3server: S3rver;
let endpoint = '';

beforeAll(async () => {
  s3server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(work, 's3'),
    configureBuckets: [{ name: 'forecourt-photos', configs: [] }],
  });
  const address = (await s3server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await s3server.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const stores: [string, () => MediaStore][] = [
  ['local', () => localMediaStore(path.join(work, 'local'))],
  [
    's3',
    () =>
      s3MediaStore({
        bucket: 'forecourt-photos',
        region: 'us-east-1',
        endpoint,
        pathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      }),
  ],
];

describe.each(stores)('the %s media store', (kind, make) => {
  const ID = 'c0ffee00c0ffee00c0ffee00c0ffee00';

  it('puts, gets and deletes files', async () => {
    const store = make();
    expect(store.kind).toBe(kind);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]);
    const webp = Buffer.from('RIFF....WEBP');
    await store.put(`photos/${ID}/160.jpg`, jpeg, 'image/jpeg');
    await store.put(`photos/${ID}/160.webp`, webp, 'image/webp');
    expect(await store.get(`photos/${ID}/160.jpg`)).toEqual({ body: jpeg, contentType: 'image/jpeg' });
    expect(await store.get(`photos/${ID}/160.webp`)).toEqual({ body: webp, contentType: 'image/webp' });

    await store.put(`photos/${ID}/160.jpg`, Buffer.from([0xff, 0xd8, 0xff, 9]), 'image/jpeg');
    expect((await store.get(`photos/${ID}/160.jpg`))?.body).toEqual(Buffer.from([0xff, 0xd8, 0xff, 9]));

    await store.delete([`photos/${ID}/160.jpg`, `photos/${ID}/160.webp`, `photos/${ID}/320.jpg`]);
    expect(await store.get(`photos/${ID}/160.jpg`)).toBeNull();
    expect(await store.get(`photos/${ID}/160.webp`)).toBeNull();
  });

  it('answers null for a key it never held', async () => {
    expect(await make().get('photos/ffffffffffffffffffffffffffffffff/640.jpg')).toBeNull();
  });

  it.each(['../etc/passwd', 'photos/../../x', '/photos/a.jpg', 'photos//a.jpg', 'photos/a/..', 'Photos/A.jpg', 'photos/a\\b.jpg', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(make().get(key)).rejects.toThrow(/not a media key/);
      await expect(make().put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/not a media key/);
    },
  );
});

describe('assertMediaKey', () => {
  it('accepts the keys the photo rules make', () => {
    expect(() => assertMediaKey('photos/0123456789abcdef0123456789abcdef/1600.webp')).not.toThrow();
  });
});
