import 'server-only';
import { randomBytes } from 'node:crypto';
import { invalidateCar } from '../../cache/invalidate';
import { getDb, type Db } from '../../db';
import type { PhotoLimits } from '../../domain/photos/limits';
import { env } from '../../env';
import { mediaStore } from '../../media-store/select';
import type { MediaStore } from '../../media-store/store';

/** What the photo service works with; tests hand in their own database, store and expiry recorder. */
export type PhotoDeps = {
  db: () => Promise<Db>;
  store: () => MediaStore;
  limits: () => PhotoLimits;
  /** Expires the pages of the car's sites (src/cache/invalidate.ts). */
  expireCar: (slug: string, siteIds: readonly number[]) => Promise<void>;
  newPhotoId: () => string;
};

export const livePhotoDeps: PhotoDeps = {
  db: getDb,
  store: mediaStore,
  limits: () => ({ maxBytes: env().PHOTO_MAX_BYTES, maxMegapixels: env().PHOTO_MAX_MEGAPIXELS }),
  expireCar: invalidateCar,
  newPhotoId: () => randomBytes(16).toString('hex'),
};
