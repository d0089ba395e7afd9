import type { CarImage } from '../car-records';
import { MAIN_WIDTH, THUMB_WIDTH } from './sizes';
import { photoUrl, uploadedPhotoId } from './names';

/**
 * A car's uploaded photos in the order the dealer set, and how they join the car's feed photos on
 * the pages. The main photo leads (cards and search show the first), the rest follow by position,
 * and feed photos come after the uploads: a dealer who uploads photos wants them seen first.
 */
export type OrderedPhoto = { photoId: string; position: number; main: boolean };

export function inPageOrder<T extends OrderedPhoto>(photos: readonly T[]): T[] {
  return [...photos].sort((a, b) => Number(b.main) - Number(a.main) || a.position - b.position);
}

/** Moves one photo up (-1) or down (+1) in the list; at either end the list is unchanged. */
export function movePhoto(photoIds: readonly string[], photoId: string, step: -1 | 1): string[] {
  const from = photoIds.indexOf(photoId);
  const to = from + step;
  if (from < 0 || to < 0 || to >= photoIds.length) return [...photoIds];
  const next = [...photoIds];
  [next[from], next[to]] = [next[to] as string, next[from] as string];
  return next;
}

/** Drag and drop: the dragged photo takes the place of the one it was dropped on, which moves aside toward where the dragged one was. */
export function dropPhoto(photoIds: readonly string[], dragged: string, onto: string): string[] {
  const from = photoIds.indexOf(dragged);
  const to = photoIds.indexOf(onto);
  if (from < 0 || to < 0 || from === to) return [...photoIds];
  const next = photoIds.filter((id) => id !== dragged);
  next.splice(to, 0, dragged);
  return next;
}

/** True when `proposed` holds exactly the car's photos, each once: a reorder may not add, drop or repeat one. */
export function isSameSet(current: readonly string[], proposed: readonly string[]): boolean {
  if (current.length !== proposed.length || new Set(proposed).size !== proposed.length) return false;
  const known = new Set(current);
  return proposed.every((id) => known.has(id));
}

function uploadedCarImage(photoId: string): CarImage {
  return { url: photoUrl(photoId, MAIN_WIDTH, 'jpeg'), thumbUrl: photoUrl(photoId, THUMB_WIDTH, 'jpeg') };
}

/**
 * The car's image list the pages read: its uploads in page order, then the images it had that are
 * not uploads (a feed's or the dealer API's), as they were.
 */
export function carImagesWithUploads(uploads: readonly OrderedPhoto[], current: readonly CarImage[]): CarImage[] {
  const others = current.filter((image) => uploadedPhotoId(image.url) === null);
  return [...inPageOrder(uploads).map((photo) => uploadedCarImage(photo.photoId)), ...others];
}
