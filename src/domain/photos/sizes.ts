/**
 * The sizes an uploaded photo is stored in, chosen for where the pages draw car photos: thumbnails
 * and favourites (56–160 CSS px), cards (400 px wide; 25vw, 50vw or 100vw of the screen) and the car
 * page's gallery (800 px; 60vw, or the whole width of a phone), each at one and two device pixels
 * per CSS pixel. Every width is made in WebP, which every current browser shows and which is about a
 * third smaller than JPEG, and in JPEG for the rest. AVIF would save a little more but takes several
 * times longer to encode, which the 1.5 s goal for a 12-megapixel photo cannot afford on two cores.
 */
export const PHOTO_WIDTHS = [160, 320, 640, 1024, 1600] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

export const PHOTO_ENCODINGS = ['webp', 'jpeg'] as const;
export type PhotoEncoding = (typeof PHOTO_ENCODINGS)[number];

export const EXTENSION: Record<PhotoEncoding, string> = { webp: 'webp', jpeg: 'jpg' };
export const CONTENT_TYPE: Record<PhotoEncoding, string> = { webp: 'image/webp', jpeg: 'image/jpeg' };

/** The width the page shows as the photo itself (gallery) and as its thumbnail (cards' fallback, gallery thumbs). */
export const MAIN_WIDTH: PhotoWidth = 1600;
export const THUMB_WIDTH: PhotoWidth = 320;

/**
 * The pixel size of a stored width: never wider than the original (an 800-pixel photo is not blown
 * up to 1600, its "1600" file is the original size), with the height in proportion.
 */
export function scaledSize(width: number, height: number, target: number): { width: number; height: number } {
  if (width <= target) return { width, height };
  return { width: target, height: Math.max(1, Math.round((height * target) / width)) };
}
