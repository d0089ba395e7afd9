import { describe, expect, it } from 'vitest';
import { sniffPhotoFormat } from './formats';
import { checkPhotoBytes, checkPhotoPixels } from './limits';
import { isPhotoId, parsePhotoFile, photoSrcSet, photoStorageKey, photoUrl, uploadedPhotoId } from './names';
import { photoChangeSchema } from './changes';
import { carImagesWithUploads, dropPhoto, inPageOrder, isSameSet, movePhoto } from './order';
import { PHOTO_WIDTHS, scaledSize } from './sizes';

const bytes = (...values: (number | string)[]): Uint8Array =>
  Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

const ID = '0123456789abcdef0123456789abcdef';
const ID2 = 'fedcba9876543210fedcba9876543210';

describe('sniffPhotoFormat', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'), 'jpeg'],
    ['PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13), 'png'],
    ['WebP', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '), 'webp'],
    ['AVIF', bytes(0, 0, 0, 0x1c, 'ftypavif', 0, 0, 0, 0), 'avif'],
    ['iPhone HEIC', bytes(0, 0, 0, 0x18, 'ftypheic', 0, 0, 0, 0), 'heic'],
    ['HEIF mif1', bytes(0, 0, 0, 0x18, 'ftypmif1', 0, 0, 0, 0), 'heic'],
    ['a text file', bytes('hello, this is not a photo'), null],
    ['an MP4 video', bytes(0, 0, 0, 0x18, 'ftypisom', 0, 0, 0, 0), null],
    ['a GIF', bytes('GIF89a', 1, 0, 1, 0), null],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['a PDF', bytes('%PDF-1.7'), null],
    ['two bytes of JPEG', bytes(0xff, 0xd8), null],
    ['nothing', bytes(), null],
  ])('%s -> %s', (_name, input, expected) => {
    expect(sniffPhotoFormat(input)).toBe(expected);
  });
});

describe('photo limits', () => {
  const limits = { maxBytes: 20 * 1024 * 1024, maxMegapixels: 50 };
  it.each([
    [1, null],
    [20 * 1024 * 1024, null],
    [20 * 1024 * 1024 + 1, 'This file is 20.0 MB; photos may be at most 20 MB.'],
    [31 * 1024 * 1024, 'This file is 31 MB; photos may be at most 20 MB.'],
  ])('%d bytes -> %s', (size, message) => {
    expect(checkPhotoBytes(size, limits)?.message ?? null).toBe(message);
  });

  it.each([
    [4000, 3000, null],
    [8660, 5773, null],
    [10000, 5000, null],
    [10000, 5001, 'This picture is 10000×5001 pixels; photos may have at most 50 megapixels.'],
    [30000, 30000, 'This picture is 30000×30000 pixels; photos may have at most 50 megapixels.'],
    [0, 100, 'This picture is 0×100 pixels; photos may have at most 50 megapixels.'],
  ])('%d×%d -> %s', (width, height, message) => {
    expect(checkPhotoPixels(width, height, limits)?.message ?? null).toBe(message);
  });
});

describe('scaledSize', () => {
  it.each([
    [4000, 3000, 1600, 1600, 1200],
    [4000, 3000, 160, 160, 120],
    [3000, 4000, 320, 320, 427],
    [800, 600, 1600, 800, 600],
    [1600, 1, 160, 160, 1],
  ])('%d×%d at %d -> %d×%d', (width, height, target, w, h) => {
    expect(scaledSize(width, height, target)).toEqual({ width: w, height: h });
  });

  it('covers the cards (400 px at 2x) and the gallery (800 px at 2x)', () => {
    expect(PHOTO_WIDTHS.some((w) => w >= 800 && w < 1600)).toBe(true);
    expect(Math.max(...PHOTO_WIDTHS)).toBeGreaterThanOrEqual(1600);
    expect(Math.min(...PHOTO_WIDTHS)).toBeLessThanOrEqual(160);
  });
});

describe('photo names', () => {
  it('keys and URLs', () => {
    expect(photoStorageKey(ID, 640, 'webp')).toBe(`photos/${ID}/640.webp`);
    expect(photoUrl(ID, 1600, 'jpeg')).toBe(`/media/photos/${ID}/1600.jpg`);
    expect(photoSrcSet(ID, 'webp')).toBe(PHOTO_WIDTHS.map((w) => `/media/photos/${ID}/${w}.webp ${w}w`).join(', '));
  });

  it.each([
    [ID, '640.webp', { photoId: ID, width: 640, encoding: 'webp' }],
    [ID, '1600.jpg', { photoId: ID, width: 1600, encoding: 'jpeg' }],
    [ID, '641.jpg', null],
    [ID, '640.png', null],
    [ID, '640.jpg.exe', null],
    [ID, '../640.jpg', null],
    [ID.toUpperCase(), '640.jpg', null],
    ['..', '640.jpg', null],
    [`${ID}0`, '640.jpg', null],
  ])('parsePhotoFile(%s, %s)', (id, file, expected) => {
    expect(parsePhotoFile(id, file)).toEqual(expected);
  });

  it.each([
    [`/media/photos/${ID}/1600.jpg`, ID],
    [`/media/photos/${ID}/320.webp`, ID],
    [`/media/photos/${ID}/1600.jpg/x`, null],
    ['/media/cars/suv/red/1.svg', null],
    ['https://cdn.example.com/media/photos/x.jpg', null],
  ])('uploadedPhotoId(%s) -> %s', (url, expected) => {
    expect(uploadedPhotoId(url)).toBe(expected);
  });

  it('isPhotoId', () => {
    expect(isPhotoId(ID)).toBe(true);
    expect(isPhotoId('constructor')).toBe(false);
  });
});

describe('photo order', () => {
  it.each([
    [['a', 'b', 'c'], 'b', -1, ['b', 'a', 'c']],
    [['a', 'b', 'c'], 'b', 1, ['a', 'c', 'b']],
    [['a', 'b', 'c'], 'a', -1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'c', 1, ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'z', 1, ['a', 'b', 'c']],
  ] as const)('movePhoto(%j, %s, %d) -> %j', (ids, id, step, expected) => {
    expect(movePhoto(ids, id, step)).toEqual(expected);
  });

  it.each([
    [['a', 'b', 'c', 'd'], 'a', 'c', ['b', 'c', 'a', 'd']],
    [['a', 'b', 'c', 'd'], 'd', 'b', ['a', 'd', 'b', 'c']],
    [['a', 'b', 'c', 'd'], 'b', 'a', ['b', 'a', 'c', 'd']],
    [['a', 'b', 'c', 'd'], 'a', 'a', ['a', 'b', 'c', 'd']],
    [['a', 'b', 'c', 'd'], 'a', 'z', ['a', 'b', 'c', 'd']],
  ])('dropPhoto(%j, %s onto %s) -> %j', (ids, dragged, onto, expected) => {
    expect(dropPhoto(ids, dragged, onto)).toEqual(expected);
  });

  it.each([
    [['a', 'b'], ['b', 'a'], true],
    [['a', 'b'], ['a', 'a'], false],
    [['a', 'b'], ['a'], false],
    [['a', 'b'], ['a', 'b', 'c'], false],
    [['a', 'b'], ['a', 'c'], false],
  ])('isSameSet(%j, %j) -> %s', (current, proposed, expected) => {
    expect(isSameSet(current, proposed)).toBe(expected);
  });

  it('puts the main photo first, then by position', () => {
    const photos = [
      { photoId: 'a', position: 0, main: false },
      { photoId: 'b', position: 1, main: false },
      { photoId: 'c', position: 2, main: true },
    ];
    expect(inPageOrder(photos).map((p) => p.photoId)).toEqual(['c', 'a', 'b']);
  });

  it('puts uploads before the feed photos and keeps the feed photos as they were', () => {
    const feed = { url: 'https://cdn.example.com/1.jpg', thumbUrl: 'https://cdn.example.com/1-t.jpg' };
    const oldUpload = { url: `/media/photos/${ID2}/1600.jpg`, thumbUrl: `/media/photos/${ID2}/320.jpg` };
    const images = carImagesWithUploads([{ photoId: ID, position: 0, main: true }], [oldUpload, feed]);
    expect(images).toEqual([{ url: `/media/photos/${ID}/1600.jpg`, thumbUrl: `/media/photos/${ID}/320.jpg` }, feed]);
    expect(carImagesWithUploads([], [oldUpload, feed])).toEqual([feed]);
  });
});

describe('photoChangeSchema', () => {
  it.each([
    [{ order: [ID, ID2] }, true],
    [{ move: { photoId: ID, step: -1 } }, true],
    [{ move: { photoId: ID, step: 1 } }, true],
    [{ main: ID }, true],
    [{ move: { photoId: ID, step: 2 } }, false],
    [{ main: '../x' }, false],
    [{ order: [] }, false],
    [{ order: [ID], main: ID }, false],
    [{}, false],
    [{ constructor: ID }, false],
  ])('%j valid: %s', (body, valid) => {
    expect(photoChangeSchema.safeParse(body).success).toBe(valid);
  });
});
