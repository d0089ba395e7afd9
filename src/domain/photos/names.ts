import { EXTENSION, PHOTO_ENCODINGS, PHOTO_WIDTHS, type PhotoEncoding, type PhotoWidth } from './sizes';

/**
 * Where an uploaded photo's files live and how pages address them. A photo is named by a random
 * id made at upload (`[0-9a-f]{32}`), never by a name the dealer's file had, so a stored file's URL
 * never changes meaning and is cached for a year. Its files are `photos/{id}/{width}.{webp|jpg}` in
 * the media store and `/media/photos/{id}/{width}.{webp|jpg}` on the sites.
 */
const PHOTO_URL_PREFIX = '/media/photos/';

const PHOTO_ID = /^[0-9a-f]{32}$/;
const FILE = /^(\d{1,4})\.(webp|jpg)$/;

export function isPhotoId(value: string): boolean {
  return PHOTO_ID.test(value);
}

function photoFileName(width: PhotoWidth, encoding: PhotoEncoding): string {
  return `${width}.${EXTENSION[encoding]}`;
}

export function photoStorageKey(photoId: string, width: PhotoWidth, encoding: PhotoEncoding): string {
  return `photos/${photoId}/${photoFileName(width, encoding)}`;
}

export function photoUrl(photoId: string, width: PhotoWidth, encoding: PhotoEncoding): string {
  return `${PHOTO_URL_PREFIX}${photoId}/${photoFileName(width, encoding)}`;
}

/** The id, width and encoding a media route's path names, or null for anything we never stored. */
export function parsePhotoFile(photoId: string, file: string): { photoId: string; width: PhotoWidth; encoding: PhotoEncoding } | null {
  if (!isPhotoId(photoId)) return null;
  const match = FILE.exec(file);
  if (!match) return null;
  const width = Number(match[1]) as PhotoWidth;
  if (!PHOTO_WIDTHS.includes(width)) return null;
  const encoding = PHOTO_ENCODINGS.find((e) => EXTENSION[e] === match[2]);
  return encoding ? { photoId, width, encoding } : null;
}

/** The uploaded photo a car image URL names (its id), or null for a feed photo or a generated picture. */
export function uploadedPhotoId(url: string): string | null {
  if (!url.startsWith(PHOTO_URL_PREFIX)) return null;
  const [id, file, ...rest] = url.slice(PHOTO_URL_PREFIX.length).split('/');
  if (rest.length > 0 || id === undefined || file === undefined) return null;
  return parsePhotoFile(id, file) ? id : null;
}

/** `srcset` candidates of one encoding, for a `<picture>` source or an `img`. */
export function photoSrcSet(photoId: string, encoding: PhotoEncoding): string {
  return PHOTO_WIDTHS.map((width) => `${photoUrl(photoId, width, encoding)} ${width}w`).join(', ');
}
