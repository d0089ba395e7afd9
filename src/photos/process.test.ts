import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_ENCODINGS, PHOTO_WIDTHS } from '../domain/photos/sizes';
import { processPhoto } from './process';

const LIMITS = { maxBytes: 2 * 1024 * 1024, maxMegapixels: 50 };

async function jpegWithGps(width: number, height: number, orientation?: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: orientation ?? 1 })
    .withExif({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1' } })
    .toBuffer();
}

/** A PNG whose header declares 30000×30000 pixels: 900 megapixels from a file of a few kilobytes. */
async function pngBomb(): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } }).png().toBuffer();
  const bomb = Buffer.from(png);
  // IHDR's width and height sit at bytes 16..23, after the signature and the chunk's length and type.
  bomb.writeUInt32BE(30000, 16);
  bomb.writeUInt32BE(30000, 20);
  return bomb;
}

describe('processPhoto', () => {
  it('makes every width in WebP and JPEG, no wider than the original, without EXIF or GPS', async () => {
    const result = await processPhoto(await jpegWithGps(2000, 1500), LIMITS);
    if (!result.ok) throw new Error(result.refusal.message);
    expect(result.photo).toMatchObject({ width: 1600, height: 1200 });
    expect(result.photo.files).toHaveLength(PHOTO_WIDTHS.length * PHOTO_ENCODINGS.length);
    for (const file of result.photo.files) {
      const meta = await sharp(file.body).metadata();
      expect(meta.format).toBe(file.encoding === 'jpeg' ? 'jpeg' : 'webp');
      expect(meta.width).toBe(Math.min(file.width, 1600));
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(file.body.includes(Buffer.from('TestCam'))).toBe(false);
    }
  });

  it('applies the camera orientation to the pixels', async () => {
    // Orientation 6: the camera was turned; the picture is shown rotated 90° clockwise.
    const result = await processPhoto(await jpegWithGps(400, 300, 6), LIMITS);
    if (!result.ok) throw new Error(result.refusal.message);
    expect(result.photo).toMatchObject({ width: 300, height: 400 });
  });

  it('reads PNG and WebP and keeps a small photo at its own size', async () => {
    for (const input of [
      await sharp({ create: { width: 300, height: 200, channels: 4, background: '#08f8' } }).png().toBuffer(),
      await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0f8' } }).webp().toBuffer(),
    ]) {
      const result = await processPhoto(input, LIMITS);
      if (!result.ok) throw new Error(result.refusal.message);
      expect(result.photo).toMatchObject({ width: 300, height: 200 });
    }
  });

  it.each([
    ['a text file named .jpg', async () => Buffer.from('I am not a photo at all, only text.\n'), 'not-a-photo', 'This file is not a JPEG, PNG, WebP or AVIF photo.'],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'not-a-photo', 'This file is not a JPEG, PNG, WebP or AVIF photo.'],
    ['an oversize file', async () => Buffer.concat([await jpegWithGps(10, 10), Buffer.alloc(3 * 1024 * 1024)]), 'too-large', 'This file is 3.0 MB; photos may be at most 2 MB.'],
    ['an image bomb', pngBomb, 'too-many-pixels', 'This picture is 30000×30000 pixels; photos may have at most 50 megapixels.'],
    ['a cut-off JPEG', async () => (await jpegWithGps(400, 300)).subarray(0, 400), 'unreadable', 'This photo is damaged or cut short and cannot be read.'],
    ['an iPhone HEIC', async () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64)]), 'heic', expect.stringContaining('HEIC photos cannot be read here')],
  ])('refuses %s', async (_name, make, code, message) => {
    const result = await processPhoto(await make(), LIMITS);
    expect(result).toEqual({ ok: false, refusal: { code, message } });
  });

  it('takes a PNG that a .jpg name lies about by its content', async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#123' } }).png().toBuffer();
    const result = await processPhoto(png, LIMITS);
    expect(result.ok).toBe(true);
  });
});
