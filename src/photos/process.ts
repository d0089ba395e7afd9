import sharp, { type Metadata, type Sharp } from 'sharp';
import { READABLE_FORMATS, sniffPhotoFormat } from '../domain/photos/formats';
import { checkPhotoBytes, checkPhotoPixels, HEIC_UNREADABLE, NOT_A_PHOTO, UNREADABLE, type PhotoLimits, type PhotoRefusal } from '../domain/photos/limits';
import { CONTENT_TYPE, PHOTO_ENCODINGS, PHOTO_WIDTHS, scaledSize, type PhotoEncoding, type PhotoWidth } from '../domain/photos/sizes';

/** One stored size of a photo. */
type PhotoFile = { width: PhotoWidth; encoding: PhotoEncoding; contentType: string; body: Buffer; pixelWidth: number; pixelHeight: number };

type ProcessedPhoto = { width: number; height: number; files: PhotoFile[] };

export type ProcessResult = { ok: true; photo: ProcessedPhoto } | { ok: false; refusal: PhotoRefusal };

const QUALITY = { webp: 75, jpeg: 78 } as const;

function encode(image: Sharp, encoding: PhotoEncoding): Sharp {
  // mozjpeg's progressive scans make the larger sizes show early; WebP at effort 2 is the speed the 1.5 s goal allows.
  return encoding === 'jpeg' ? image.jpeg({ quality: QUALITY.jpeg, progressive: true, mozjpeg: false }) : image.webp({ quality: QUALITY.webp, effort: 2 });
}

/**
 * The checks every photo passes before a pixel is decoded, cheapest first: the file's length, its
 * first bytes (a renamed text file or PNG is refused whatever its name says), then the header's
 * width and height against the pixel limit, which is what refuses an image bomb.
 */
export async function inspectPhoto(input: Buffer, limits: PhotoLimits): Promise<{ ok: true; width: number; height: number } | { ok: false; refusal: PhotoRefusal }> {
  const tooLarge = checkPhotoBytes(input.length, limits);
  if (tooLarge) return { ok: false, refusal: tooLarge };
  const format = sniffPhotoFormat(input);
  if (format === 'heic') return { ok: false, refusal: HEIC_UNREADABLE };
  if (format === null || !READABLE_FORMATS.includes(format)) return { ok: false, refusal: NOT_A_PHOTO };
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, refusal: UNREADABLE };
  }
  const width = metadata.width ?? 0;
  const height = metadata.height ?? 0;
  const tooManyPixels = checkPhotoPixels(width, height, limits);
  return tooManyPixels ? { ok: false, refusal: tooManyPixels } : { ok: true, width, height };
}

/** Decoding is bounded again by sharp's own pixel limit, whatever the header said. */
export function decoderFor(input: Buffer, limits: PhotoLimits): Sharp {
  return sharp(input, { limitInputPixels: Math.floor(limits.maxMegapixels * 1_000_000), failOn: 'error' }).rotate();
}

/**
 * Checks an uploaded file (inspectPhoto) and makes every page size of it. The stored files carry
 * no metadata (sharp drops EXIF, GPS and XMP unless asked to keep them); the camera's orientation is
 * applied to the pixels first, so a portrait photo stays upright without it.
 */
export async function processPhoto(input: Buffer, limits: PhotoLimits): Promise<ProcessResult> {
  const inspected = await inspectPhoto(input, limits);
  if (!inspected.ok) return inspected;

  try {
    // One decode, shrunk on load to the largest size, then every size from that in memory.
    const largest = Math.max(...PHOTO_WIDTHS);
    const { data, info } = await decoderFor(input, limits)
      .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
    const jobs = PHOTO_WIDTHS.flatMap((width) =>
      PHOTO_ENCODINGS.map(async (encoding): Promise<PhotoFile> => {
        const size = scaledSize(info.width, info.height, width);
        const body = await encode(sharp(data, raw).resize(size.width, size.height), encoding).toBuffer();
        return { width, encoding, contentType: CONTENT_TYPE[encoding], body, pixelWidth: size.width, pixelHeight: size.height };
      }),
    );
    return { ok: true, photo: { width: info.width, height: info.height, files: await Promise.all(jobs) } };
  } catch {
    return { ok: false, refusal: UNREADABLE };
  }
}
