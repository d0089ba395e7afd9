import 'server-only';
import type { Db } from '../../db';
import {
  deleteCarPhoto,
  findPhotoCar,
  insertCarPhoto,
  listCarPhotos,
  setCarImages,
  setCarPhotoOrder,
  setMainCarPhoto,
  type CarPhotoRow,
  type PhotoCar,
} from '../../db/queries/car-photos';
import type { CarImage } from '../../domain/car-records';
import { authorize, ConsoleNotFoundError, type StaffActor } from '../../domain/console/access';
import type { PhotoChange } from '../../domain/photos/changes';
import type { PhotoRefusal } from '../../domain/photos/limits';
import { photoStorageKey, photoUrl, uploadedPhotoId } from '../../domain/photos/names';
import { carImagesWithUploads, isSameSet, movePhoto } from '../../domain/photos/order';
import { THUMB_WIDTH } from '../../domain/photos/sizes';
import { ValidationError } from '../../lib/errors';
import { processPhoto } from '../../photos/process';
import { recordAudit } from '../audit';
import { livePhotoDeps, type PhotoDeps } from './deps';
import { readPhotoBody } from './upload-body';

/**
 * The console's photo manager (issue 28): a car's uploaded photos, listed, added, reordered,
 * removed and one chosen as main. Every function checks 'photos.write' on the car's own dealership
 * (a car of another dealership is not found), writes the change and its audit entry in one
 * transaction, rewrites the car's page image list from the uploads and its feed photos, and expires
 * the pages of exactly the sites that list the car.
 */
type PhotoView = { photoId: string; main: boolean; width: number; height: number; thumbUrl: string; alt: string };
export type CarPhotos = { car: { id: number; name: string; stocknum: string; slug: string }; photos: PhotoView[]; feedPhotos: CarImage[] };
export type UploadResult = { ok: true; photo: PhotoView } | { ok: false; refusal: PhotoRefusal };

async function carOf(db: Db, actor: StaffActor, carId: number, forUpdate = false): Promise<PhotoCar> {
  const car = Number.isSafeInteger(carId) && carId > 0 ? await findPhotoCar(db, carId, { forUpdate }) : null;
  if (!car) throw new ConsoleNotFoundError();
  authorize(actor, 'photos.write', car.dealershipId);
  return car;
}

function viewOf(car: { name: string }, row: CarPhotoRow, index: number): PhotoView {
  return {
    photoId: row.photoId,
    main: row.main,
    width: row.width,
    height: row.height,
    thumbUrl: photoUrl(row.photoId, THUMB_WIDTH, 'jpeg'),
    alt: `${car.name}, photo ${index + 1}`,
  };
}

/** Rewrites the car's page images from its uploads, keeping its feed photos; answers what to expire. */
async function publish(db: Db, car: PhotoCar): Promise<{ slug: string; siteIds: number[] } | null> {
  const uploads = await listCarPhotos(db, car.id);
  return setCarImages(db, car.id, carImagesWithUploads(uploads, car.images));
}

export async function listPhotos(actor: StaffActor, carId: number, deps: PhotoDeps = livePhotoDeps): Promise<CarPhotos> {
  const db = await deps.db();
  const car = await carOf(db, actor, carId);
  const rows = await listCarPhotos(db, car.id);
  return {
    car: { id: car.id, name: car.name, stocknum: car.stocknum, slug: car.slug },
    photos: rows.map((row, i) => viewOf(car, row, i)),
    feedPhotos: car.images.filter((image) => uploadedPhotoId(image.url) === null),
  };
}

/**
 * An upload as the console sends it: the file's bytes as the request body. The car and the actor's
 * right to it are checked before a byte of the body is read.
 */
export async function uploadPhotoFrom(actor: StaffActor, carId: number, request: Request, deps: PhotoDeps = livePhotoDeps): Promise<UploadResult> {
  await carOf(await deps.db(), actor, carId);
  const read = await readPhotoBody(request, deps.limits().maxBytes);
  return read.ok ? uploadPhoto(actor, carId, read.body, deps) : read;
}

export async function uploadPhoto(actor: StaffActor, carId: number, file: Buffer, deps: PhotoDeps = livePhotoDeps): Promise<UploadResult> {
  const db = await deps.db();
  // The car and the actor's right to it are checked before any work on the file.
  await carOf(db, actor, carId);
  const processed = await processPhoto(file, deps.limits());
  if (!processed.ok) return processed;

  const store = deps.store();
  const photoId = deps.newPhotoId();
  const files = processed.photo.files.map((f) => ({ ...f, key: photoStorageKey(photoId, f.width, f.encoding) }));
  await Promise.all(files.map((f) => store.put(f.key, f.body, f.contentType)));
  try {
    const { row, changed, car } = await db.transaction(async (tx) => {
      const locked = await carOf(tx, actor, carId, true);
      const inserted = await insertCarPhoto(tx, {
        carId: locked.id,
        photoId,
        width: processed.photo.width,
        height: processed.photo.height,
        storageKeys: files.map((f) => f.key),
        sizes: files.map((f) => ({ width: f.width, encoding: f.encoding, pixelWidth: f.pixelWidth, pixelHeight: f.pixelHeight, bytes: f.body.length })),
        uploadedBy: actor.staffId,
      });
      await recordAudit(tx, actor, {
        dealershipId: locked.dealershipId,
        action: 'car.photo.upload',
        entity: 'car',
        entityId: locked.id,
        after: { photoId, main: inserted.main, width: inserted.width, height: inserted.height },
      });
      return { row: inserted, changed: await publish(tx, locked), car: locked };
    });
    if (changed) await deps.expireCar(changed.slug, changed.siteIds);
    const position = (await listCarPhotos(db, car.id)).findIndex((p) => p.photoId === row.photoId);
    return { ok: true, photo: viewOf(car, row, Math.max(0, position)) };
  } catch (error) {
    // The row never landed: its files go too, so the store holds nothing no car names.
    await store.delete(files.map((f) => f.key)).catch(() => undefined);
    throw error;
  }
}

export async function deletePhoto(actor: StaffActor, carId: number, photoId: string, deps: PhotoDeps = livePhotoDeps): Promise<void> {
  const db = await deps.db();
  const { removed, changed } = await db.transaction(async (tx) => {
    const car = await carOf(tx, actor, carId, true);
    const row = await deleteCarPhoto(tx, car.id, photoId);
    if (!row) throw new ConsoleNotFoundError();
    const rest = await listCarPhotos(tx, car.id);
    // The main photo's place passes to the first of the others, so a car with photos always has one.
    if (row.main && rest[0]) await setMainCarPhoto(tx, car.id, rest[0].photoId);
    await recordAudit(tx, actor, { dealershipId: car.dealershipId, action: 'car.photo.delete', entity: 'car', entityId: car.id, before: { photoId, main: row.main } });
    return { removed: row, changed: await publish(tx, car) };
  });
  if (changed) await deps.expireCar(changed.slug, changed.siteIds);
  await deps.store().delete(removed.storageKeys);
}

/** Sets the order of the car's photos: the whole list (drag and drop) or one photo a step up or down (the buttons). */
export async function reorderPhotos(
  actor: StaffActor,
  carId: number,
  order: { photoIds: readonly string[] } | { photoId: string; step: -1 | 1 },
  deps: PhotoDeps = livePhotoDeps,
): Promise<string[]> {
  const db = await deps.db();
  const { ids, changed } = await db.transaction(async (tx) => {
    const car = await carOf(tx, actor, carId, true);
    const current = (await listCarPhotos(tx, car.id)).map((p) => p.photoId);
    const next = 'photoIds' in order ? [...order.photoIds] : movePhoto(current, order.photoId, order.step);
    if (!('photoIds' in order) && !current.includes(order.photoId)) throw new ConsoleNotFoundError();
    if (!isSameSet(current, next)) throw new ValidationError('The new order must list each of the car\'s photos once.', { photoIds: ['List each of the car\'s photos once.'] });
    await setCarPhotoOrder(tx, car.id, next);
    await recordAudit(tx, actor, { dealershipId: car.dealershipId, action: 'car.photo.order', entity: 'car', entityId: car.id, before: current, after: next });
    return { ids: next, changed: await publish(tx, car) };
  });
  if (changed) await deps.expireCar(changed.slug, changed.siteIds);
  return ids;
}

export async function choosePhotoMain(actor: StaffActor, carId: number, photoId: string, deps: PhotoDeps = livePhotoDeps): Promise<void> {
  const db = await deps.db();
  const changed = await db.transaction(async (tx) => {
    const car = await carOf(tx, actor, carId, true);
    const before = (await listCarPhotos(tx, car.id)).find((p) => p.main)?.photoId ?? null;
    if (!(await setMainCarPhoto(tx, car.id, photoId))) throw new ConsoleNotFoundError();
    await recordAudit(tx, actor, { dealershipId: car.dealershipId, action: 'car.photo.main', entity: 'car', entityId: car.id, before, after: photoId });
    return publish(tx, car);
  });
  if (changed) await deps.expireCar(changed.slug, changed.siteIds);
}

/** Applies one change the photo manager sent (src/domain/photos/changes.ts) and answers the car's photos after it. */
export async function changePhotos(actor: StaffActor, carId: number, change: PhotoChange, deps: PhotoDeps = livePhotoDeps): Promise<CarPhotos> {
  if ('order' in change) await reorderPhotos(actor, carId, { photoIds: change.order }, deps);
  else if ('move' in change) await reorderPhotos(actor, carId, change.move, deps);
  else await choosePhotoMain(actor, carId, change.main, deps);
  return listPhotos(actor, carId, deps);
}
