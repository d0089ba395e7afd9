import { and, asc, eq, sql } from 'drizzle-orm';
import type { CarImage } from '../../domain/car-records';
import type { Db } from '../client';
import { carPhotos, cars, type CarPhotoSize } from '../schema';
import { sitesListingCar } from './car-sites';

export type PhotoCar = { id: number; dealershipId: number; slug: string; name: string; stocknum: string; images: CarImage[] };

export type CarPhotoRow = {
  photoId: string;
  position: number;
  main: boolean;
  width: number;
  height: number;
  storageKeys: string[];
  sizes: CarPhotoSize[];
  createdAt: Date;
};

const photoColumns = {
  photoId: carPhotos.photoId,
  position: carPhotos.position,
  main: carPhotos.main,
  width: carPhotos.width,
  height: carPhotos.height,
  storageKeys: carPhotos.storageKeys,
  sizes: carPhotos.sizes,
  createdAt: carPhotos.createdAt,
};

/**
 * The car whose photos are being changed, locked until the transaction ends when `forUpdate`, so
 * two uploads to one car take positions one after the other and rewrite its image list in turn.
 */
export async function findPhotoCar(db: Db, carId: number, options: { forUpdate?: boolean } = {}): Promise<PhotoCar | null> {
  const query = db
    .select({ id: cars.id, dealershipId: cars.dealershipId, slug: cars.slug, name: cars.name, stocknum: cars.stocknum, images: cars.images })
    .from(cars)
    .where(eq(cars.id, carId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function listCarPhotos(db: Db, carId: number): Promise<CarPhotoRow[]> {
  return db.select(photoColumns).from(carPhotos).where(eq(carPhotos.carId, carId)).orderBy(asc(carPhotos.position), asc(carPhotos.id));
}

export type NewCarPhoto = Omit<CarPhotoRow, 'position' | 'main' | 'createdAt'> & { carId: number; uploadedBy: number | null };

/** Adds a photo after the car's others; the first photo a car gets is its main one. */
export async function insertCarPhoto(db: Db, photo: NewCarPhoto): Promise<CarPhotoRow> {
  const [row] = await db
    .insert(carPhotos)
    .values({
      ...photo,
      position: sql`(select coalesce(max(p.position) + 1, 0) from car_photos p where p.car_id = ${photo.carId})`,
      main: sql`not exists (select 1 from car_photos p where p.car_id = ${photo.carId})`,
    })
    .returning(photoColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function deleteCarPhoto(db: Db, carId: number, photoId: string): Promise<CarPhotoRow | null> {
  const [row] = await db
    .delete(carPhotos)
    .where(and(eq(carPhotos.carId, carId), eq(carPhotos.photoId, photoId)))
    .returning(photoColumns);
  return row ?? null;
}

/** Positions 0, 1, 2, ... in the order given; the caller has checked the list holds exactly the car's photos. */
export async function setCarPhotoOrder(db: Db, carId: number, photoIds: readonly string[]): Promise<void> {
  for (const [position, photoId] of photoIds.entries()) {
    await db.update(carPhotos).set({ position }).where(and(eq(carPhotos.carId, carId), eq(carPhotos.photoId, photoId)));
  }
}

/** Makes one photo the car's main photo and no other; false when the car has no such photo. */
export async function setMainCarPhoto(db: Db, carId: number, photoId: string): Promise<boolean> {
  const [found] = await db
    .select({ photoId: carPhotos.photoId })
    .from(carPhotos)
    .where(and(eq(carPhotos.carId, carId), eq(carPhotos.photoId, photoId)));
  if (!found) return false;
  // Cleared first: the one-main index would refuse a second main photo even for a moment.
  await db.update(carPhotos).set({ main: false }).where(and(eq(carPhotos.carId, carId), eq(carPhotos.main, true)));
  await db.update(carPhotos).set({ main: true }).where(and(eq(carPhotos.carId, carId), eq(carPhotos.photoId, photoId)));
  return true;
}

/** Writes the car's page image list and answers the sites that list the car, for their pages' expiry. */
export async function setCarImages(db: Db, carId: number, images: CarImage[]): Promise<{ slug: string; siteIds: number[] } | null> {
  const [row] = await db
    .update(cars)
    .set({ images, updatedAt: sql`now()` })
    .where(eq(cars.id, carId))
    .returning({ slug: cars.slug, siteIds: sitesListingCar });
  return row ?? null;
}
