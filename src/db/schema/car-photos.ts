import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cars } from './cars';
import { staff } from './staff';

/** One stored size of an uploaded photo, as the processing made it. */
export type CarPhotoSize = { width: number; encoding: 'webp' | 'jpeg'; pixelWidth: number; pixelHeight: number; bytes: number };

/**
 * Photos staff uploaded in the console (issue 28). The files live in the media store under
 * `photos/{photo_id}/...`; the car's `images` list, which every page reads, is rewritten from these
 * rows on each change (uploads first, then the feed's photos), so the pages need no second lookup.
 */
export const carPhotos = pgTable(
  'car_photos',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    carId: integer()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    /** The random id that names the photo's files and URLs (src/domain/photos/names.ts). */
    photoId: text().notNull(),
    position: integer().notNull(),
    main: boolean().notNull().default(false),
    storageKeys: text().array().notNull(),
    sizes: jsonb().$type<CarPhotoSize[]>().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    uploadedBy: integer().references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('car_photos_photo_id_key').on(t.photoId),
    index('car_photos_car_position_idx').on(t.carId, t.position),
    // At most one main photo per car.
    uniqueIndex('car_photos_one_main_key').on(t.carId).where(sql`${t.main}`),
    check('car_photos_photo_id_shape', sql`${t.photoId} ~ '^[0-9a-f]{32}$'`),
  ],
);
