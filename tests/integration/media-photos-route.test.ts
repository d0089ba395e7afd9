import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** /media/photos/{id}/{file} serves the media store's files with a year's cache, and 404 for any other name. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-photos-route-'));
const ID = 'abcdefabcdefabcdefabcdefabcdef12';
let GET: typeof import('../../app/media/photos/[id]/[file]/route').GET;

beforeAll(async () => {
  process.env.MEDIA_DIR = dir;
  fs.mkdirSync(path.join(dir, 'photos', ID), { recursive: true });
  fs.writeFileSync(path.join(dir, 'photos', ID, '640.webp'), 'RIFF....WEBP');
  ({ GET } = await import('../../app/media/photos/[id]/[file]/route'));
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const call = (id: string, file: string) => GET(new Request('http://localhost/media'), { params: Promise.resolve({ id, file }) });

describe('the uploaded photo route', () => {
  it('serves a stored file as an immutable image', async () => {
    const response = await call(ID, '640.webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('RIFF....WEBP');
  });

  it.each([
    [ID, '640.jpg'],
    [ID, '641.webp'],
    [ID, '..%2f640.webp'],
    ['..', '640.webp'],
    ['constructor', '640.webp'],
  ])('answers 404 for %s/%s', async (id, file) => {
    expect((await call(id, file)).status).toBe(404);
  });
});
