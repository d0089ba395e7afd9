/**
 * The limits an uploaded photo must keep (issue 28): its size in bytes and its picture size in
 * pixels, both set in configuration (src/env.ts). The pixel limit is what refuses an image bomb: a
 * small file that declares 30000×30000 pixels would take gigabytes to decode.
 */
export type PhotoLimits = { maxBytes: number; maxMegapixels: number };

/** A refusal in plain words, shown beside the file in the console. */
export type PhotoRefusal = { code: 'too-large' | 'not-a-photo' | 'heic' | 'too-many-pixels' | 'unreadable'; message: string };

const MB = 1024 * 1024;

function megabytes(bytes: number): string {
  const value = bytes / MB;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} MB`;
}

export function checkPhotoBytes(bytes: number, limits: PhotoLimits): PhotoRefusal | null {
  if (bytes <= limits.maxBytes) return null;
  return { code: 'too-large', message: `This file is ${megabytes(bytes)}; photos may be at most ${megabytes(limits.maxBytes)}.` };
}

/** For a body cut off once it passed the limit, whose whole size is not known. */
export function overLimit(maxBytes: number): PhotoRefusal {
  return { code: 'too-large', message: `This file is over ${megabytes(maxBytes)}; photos may be at most ${megabytes(maxBytes)}.` };
}

export function checkPhotoPixels(width: number, height: number, limits: PhotoLimits): PhotoRefusal | null {
  if (width > 0 && height > 0 && width * height <= limits.maxMegapixels * 1_000_000) return null;
  return {
    code: 'too-many-pixels',
    message: `This picture is ${width}×${height} pixels; photos may have at most ${limits.maxMegapixels} megapixels.`,
  };
}

export const NOT_A_PHOTO: PhotoRefusal = { code: 'not-a-photo', message: 'This file is not a JPEG, PNG, WebP or AVIF photo.' };
export const HEIC_UNREADABLE: PhotoRefusal = {
  code: 'heic',
  message: 'HEIC photos cannot be read here; set the camera or phone to save JPEG ("Most compatible") and upload again.',
};
export const UNREADABLE: PhotoRefusal = { code: 'unreadable', message: 'This photo is damaged or cut short and cannot be read.' };
