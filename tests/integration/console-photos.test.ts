import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PhotoDeps } from '../../src/console/photos/deps';
import { choosePhotoMain, deletePhoto, listPhotos, reorderPhotos, uploadPhoto } from '../../src/console/photos/service';
import { auditLog, carPhotos, cars, dealerships, staff, websites } from '../../src/db/schema';
import { ConsoleForbiddenError, ConsoleNotFoundError, type StaffActor } from '../../src/domain/console/access';
import { localMediaStore } from '../../src/media-store/local';
import { openSeededTestDatabase } from '../support/test-db';

/**
 * The console's photo service against a real database (PGlite, or PostgreSQL with DATABASE_URL)
 * and the local media store: uploads land as files and rows, the car's page images put the main
 * upload first and keep the feed's photos, reorder, delete and main work, every write is audited,
 * exactly the car's sites expire, and another dealership's staff get "not found".
 */
let handle: Awaited<ReturnType<typeof openSeededTestDatabase>>;
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-photos-'));
const expired: { slug: string; siteIds: number[] }[] = [];
let counter = 0;
const deps: PhotoDeps = {
  db: async () => handle.db,
  store: () => localMediaStore(mediaDir),
  limits: () => ({ maxBytes: 2 * 1024 * 1024, maxMegapixels: 50 }),
  expireCar: async (slug, siteIds) => void expired.push({ slug, siteIds: [...siteIds] }),
  newPhotoId: () => (++counter).toString(16).padStart(32, '0'),
};

let car: { id: number; slug: string; images: { url: string; thumbUrl: string }[] };
let listing: number[];
let manager: StaffActor;
let sales: StaffActor;
let stranger: StaffActor;

const jpeg = (colour: string) => sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } }).jpeg().toBuffer();

async function upload(actor: StaffActor, colour = '#c33'): Promise<string> {
  const result = await uploadPhoto(actor, car.id, await jpeg(colour), deps);
  if (!result.ok) throw new Error(result.refusal.message);
  return result.photo.photoId;
}

async function pageImages(): Promise<string[]> {
  const [row] = await handle.db.select({ images: cars.images }).from(cars).where(eq(cars.id, car.id));
  return (row?.images ?? []).map((i) => i.url);
}

beforeAll(async () => {
  handle = await openSeededTestDatabase();
  const [mazda] = await handle.db
    .select({ id: cars.id, slug: cars.slug, images: cars.images, dealershipId: cars.dealershipId })
    .from(cars)
    .innerJoin(websites, and(eq(websites.dealershipId, cars.dealershipId), eq(websites.slug, 'summit-mazda')))
    .limit(1);
  if (!mazda) throw new Error('the demo has no Summit Mazda car');
  // A feed's photo, which the uploads must go before and never replace.
  const feed = [{ url: 'https://photos.example.com/mazda/1.jpg', thumbUrl: 'https://photos.example.com/mazda/1-t.jpg' }];
  await handle.db.update(cars).set({ images: feed }).where(eq(cars.id, mazda.id));
  car = { ...mazda, images: feed };
  const sites = await handle.db.select({ id: websites.id }).from(websites).where(inArray(websites.slug, ['summit-mazda', 'summit-auto-group'])).orderBy(websites.id);
  listing = sites.map((s) => s.id);
  const [other] = await handle.db.select({ id: dealerships.id, name: dealerships.name }).from(dealerships).where(eq(dealerships.slug, 'redline-motors'));
  if (!other) throw new Error('the demo has no Redline Motors');
  const [person] = await handle.db.insert(staff).values({ email: 'photos@example.com', name: 'Pat Photos' }).returning({ id: staff.id });
  const staffId = person?.id ?? 0;
  const at = (role: 'manager' | 'sales', id: number) => ({ staffId, email: 'photos@example.com', name: 'Pat Photos', isOperator: false, dealerships: [{ id, name: 'x', role }] });
  manager = at('manager', mazda.dealershipId);
  sales = at('sales', mazda.dealershipId);
  stranger = at('manager', other.id);
});

beforeEach(() => {
  expired.length = 0;
});

afterAll(async () => {
  await handle?.drop();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('the console photo service', () => {
  it('stores an upload in every size, shows it first on the pages, keeps the feed photos and expires only the car\'s sites', async () => {
    const feed = car.images.map((i) => i.url);
    expect(feed.length).toBeGreaterThan(0);
    const first = await upload(manager);
    expect(fs.readdirSync(path.join(mediaDir, 'photos', first)).sort()).toEqual(
      ['1024.jpg', '1024.webp', '160.jpg', '160.webp', '1600.jpg', '1600.webp', '320.jpg', '320.webp', '640.jpg', '640.webp'],
    );
    expect(await pageImages()).toEqual([`/media/photos/${first}/1600.jpg`, ...feed]);
    expect(expired).toEqual([{ slug: car.slug, siteIds: listing }]);
    const [row] = await handle.db.select().from(carPhotos).where(eq(carPhotos.photoId, first));
    expect(row).toMatchObject({ main: true, position: 0, width: 1200, height: 900, uploadedBy: manager.staffId });
  });

  it('adds later uploads after the others, reorders them, moves one by a step, and chooses the main photo', async () => {
    const first = (await listPhotos(manager, car.id, deps)).photos[0]?.photoId ?? '';
    const second = await upload(manager, '#3c3');
    const third = await upload(manager, '#33c');
    let listed = await listPhotos(manager, car.id, deps);
    expect(listed.photos.map((p) => [p.photoId, p.main])).toEqual([[first, true], [second, false], [third, false]]);

    expect(await reorderPhotos(manager, car.id, { photoIds: [third, first, second] }, deps)).toEqual([third, first, second]);
    expect(await reorderPhotos(manager, car.id, { photoId: second, step: -1 }, deps)).toEqual([third, second, first]);
    // The main photo leads the page images whatever its place in the list.
    expect((await pageImages()).slice(0, 3)).toEqual([first, third, second].map((id) => `/media/photos/${id}/1600.jpg`));

    await choosePhotoMain(manager, car.id, third, deps);
    listed = await listPhotos(manager, car.id, deps);
    expect(listed.photos.map((p) => [p.photoId, p.main])).toEqual([[third, true], [second, false], [first, false]]);
    expect((await pageImages())[0]).toBe(`/media/photos/${third}/1600.jpg`);
    expect(expired.every((e) => e.slug === car.slug && e.siteIds.join() === listing.join())).toBe(true);
  });

  it('deletes a photo with its files, passing the main photo on', async () => {
    const before = (await listPhotos(manager, car.id, deps)).photos.map((p) => p.photoId);
    const main = before[0] ?? '';
    await deletePhoto(manager, car.id, main, deps);
    expect(fs.existsSync(path.join(mediaDir, 'photos', main))).toBe(false);
    const after = await listPhotos(manager, car.id, deps);
    expect(after.photos.map((p) => [p.photoId, p.main])).toEqual([[before[1] ?? '', true], [before[2] ?? '', false]]);
    expect(await pageImages()).not.toContain(`/media/photos/${main}/1600.jpg`);
  });

  it('audits every write', async () => {
    const actions = await handle.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entity, 'car'), eq(auditLog.entityId, String(car.id))));
    expect(new Set(actions.map((a) => a.action))).toEqual(new Set(['car.photo.upload', 'car.photo.order', 'car.photo.main', 'car.photo.delete']));
  });

  it('refuses a reorder that drops or repeats a photo', async () => {
    const ids = (await listPhotos(manager, car.id, deps)).photos.map((p) => p.photoId);
    await expect(reorderPhotos(manager, car.id, { photoIds: [ids[0] ?? '', ids[0] ?? ''] }, deps)).rejects.toThrow(/each of the car's photos once/);
  });

  it('refuses a file that is not a photo with a clear message and stores nothing', async () => {
    const count = (await listPhotos(manager, car.id, deps)).photos.length;
    const result = await uploadPhoto(manager, car.id, Buffer.from('just text, named car.jpg'), deps);
    expect(result).toEqual({ ok: false, refusal: { code: 'not-a-photo', message: 'This file is not a JPEG, PNG, WebP or AVIF photo.' } });
    expect((await listPhotos(manager, car.id, deps)).photos).toHaveLength(count);
  });

  it.each([
    ['another dealership\'s manager', () => stranger, ConsoleNotFoundError],
    ['a sales person', () => sales, ConsoleForbiddenError],
  ])('keeps %s out of every action', async (_who, actor, error) => {
    const [photo] = (await listPhotos(manager, car.id, deps)).photos;
    const id = photo?.photoId ?? '';
    await expect(listPhotos(actor(), car.id, deps)).rejects.toBeInstanceOf(error);
    await expect(uploadPhoto(actor(), car.id, await jpeg('#000'), deps)).rejects.toBeInstanceOf(error);
    await expect(deletePhoto(actor(), car.id, id, deps)).rejects.toBeInstanceOf(error);
    await expect(reorderPhotos(actor(), car.id, { photoId: id, step: 1 }, deps)).rejects.toBeInstanceOf(error);
    await expect(choosePhotoMain(actor(), car.id, id, deps)).rejects.toBeInstanceOf(error);
  });

  it('answers not found for a car or photo that does not exist', async () => {
    await expect(listPhotos(manager, 999_999_999, deps)).rejects.toBeInstanceOf(ConsoleNotFoundError);
    await expect(deletePhoto(manager, car.id, 'f'.repeat(32), deps)).rejects.toBeInstanceOf(ConsoleNotFoundError);
    await expect(choosePhotoMain(manager, car.id, 'f'.repeat(32), deps)).rejects.toBeInstanceOf(ConsoleNotFoundError);
  });
});
