import { and, asc, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { CanonicalDealership, CanonicalLocation, CanonicalSiteFile } from '../../domain/site-file/canonical';
import { WEEKDAYS, type DayHours } from '../../domain/site-file/hours';
import { SITE_FILE_DESTINATION_KINDS, type LEAD_FORMATS, type SiteFile } from '../../domain/site-file/schema';
import type { Db } from '../client';
import { insertSiteVersion, type VersionAuthor } from './site-versions';
import { dealershipLinksOf, locationAddress, locationProfile, locationRowsWithHours, websiteWithManufacturer } from './website-rows';
import { dealerships, dealershipWebsites, leadDestinations, locations, manufacturers, openingHours, specialHours, websites } from '../schema';

/**
 * A site as a site file (src/domain/site-file/schema.ts) read from the tables, and written back:
 * the data layer of `npm run site:export` and `npm run site:apply`. Hours come out as
 * { status, open, close }; the file's short forms are the caller's business.
 */

/** Drops null and undefined fields, as a site file leaves them out. */
function present<T extends object>(record: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null && v !== undefined)) as { [K in keyof T]: Exclude<T[K], null> };
}

async function readLocations(db: Db, dealershipId: number): Promise<{ file: CanonicalLocation[]; slugById: Map<number, string> }> {
  const { rows, weekly, special } = await locationRowsWithHours(db, eq(locations.dealershipId, dealershipId));
  const file = rows.map((r): CanonicalLocation => {
    const hours: Partial<Record<(typeof WEEKDAYS)[number], DayHours>> = {};
    for (const h of weekly.filter((w) => w.locationId === r.id)) {
      const day = WEEKDAYS[h.weekday];
      if (day) hours[day] = { status: h.status, open: h.open, close: h.close };
    }
    return {
      ...present({
        slug: r.slug,
        name: r.name,
        type: r.locationType as CanonicalLocation['type'],
        subtypes: r.locationSubtype,
        visible: r.visible,
        manufacturers: r.manufacturers,
        ...locationProfile(r),
        ...locationAddress(r),
        mapKey: r.mapKey,
        phone: r.phone,
        landlinePhone: r.landlinePhone,
        email: r.email,
        youtubeUrl: r.youtubeUrl,
        linkedinUrl: r.linkedinUrl,
        visitNote: r.visitNote,
        badge: r.badge,
        timeZone: r.timeZone,
      }),
      hours,
      holidayHours: special
        .filter((s) => s.locationId === r.id)
        .map((s) => ({ date: s.date, ...present({ name: s.name }), hours: { status: s.status, open: s.startHour, close: s.endHour } })),
    };
  });
  return { file, slugById: new Map(rows.map((r) => [r.id, r.slug])) };
}

export async function readSiteFile(db: Db, slug: string): Promise<CanonicalSiteFile | null> {
  const row = await websiteWithManufacturer(db, eq(websites.slug, slug));
  if (!row) return null;
  const { website, manufacturer } = row;
  const links = await dealershipLinksOf(db, website.id);
  const files: CanonicalDealership[] = [];
  for (const { dealership, link } of links) {
    const { file: locationFiles, slugById } = await readLocations(db, dealership.id);
    const destinations = await fileDestinationsOf(db, dealership.id);
    files.push({
      ...present({ slug: dealership.slug, name: dealership.name, stripePublishableKey: dealership.stripePublishableKey }),
      ...(dealership.photoHosts.length > 0 ? { photoHosts: dealership.photoHosts } : {}),
      brand: { ...present({ name: link.name, make: link.make, url: link.url, logoUrl: link.logoUrl }), showPhones: link.showPhones },
      locations: locationFiles,
      leadDestinations: destinations.map((d) => ({
        kind: d.kind as (typeof SITE_FILE_DESTINATION_KINDS)[number],
        target: d.target,
        format: d.format as (typeof LEAD_FORMATS)[number],
        enabled: d.enabled,
        ...(d.locationId !== null && slugById.has(d.locationId) ? { location: slugById.get(d.locationId)! } : {}),
      })),
    });
  }
  return {
    website: {
      ...present({
        slug: website.slug,
        name: website.name,
        template: website.template as SiteFile['website']['template'],
        locale: website.locale as SiteFile['website']['locale'],
        hostnames: website.hostnames,
        phone: website.phone,
        dealershipGroup: website.dealershipGroup,
        manufacturer: manufacturer ? present({ name: manufacturer.name, slug: manufacturer.slug, logoUrl: manufacturer.logoUrl }) : null,
        address: website.address,
        assistantToken: website.assistantToken,
      }),
      config: website.config,
    },
    dealerships: files,
  };
}

type Tx = Db;

async function manufacturerId(db: Tx, manufacturer: SiteFile['website']['manufacturer']): Promise<number | null> {
  if (!manufacturer) return null;
  const [existing] = await db.select({ id: manufacturers.id }).from(manufacturers).where(eq(manufacturers.slug, manufacturer.slug));
  if (existing) return existing.id;
  const [created] = await db
    .insert(manufacturers)
    .values({ name: manufacturer.name, slug: manufacturer.slug, logoUrl: manufacturer.logoUrl ?? null })
    .returning({ id: manufacturers.id });
  return created!.id;
}

function locationValues(dealershipId: number, location: CanonicalLocation, position: number) {
  return {
    dealershipId,
    slug: location.slug,
    name: location.name,
    primary: position === 0,
    visible: location.visible,
    position,
    locationType: location.type,
    locationSubtype: location.subtypes ?? null,
    manufacturers: location.manufacturers,
    dealerLicenseNumber: location.dealerLicenseNumber ?? null,
    motorVehicleRepairer: location.motorVehicleRepairer ?? null,
    averageRating: location.averageRating ?? null,
    reviewCount: location.reviewCount ?? null,
    imageUrl: location.imageUrl ?? null,
    street: location.street,
    city: location.city,
    state: location.state,
    postcode: location.postcode,
    lat: location.lat ?? null,
    long: location.long ?? null,
    placeId: location.placeId ?? null,
    placeUrl: location.placeUrl ?? null,
    mapKey: location.mapKey ?? null,
    phone: location.phone ?? null,
    landlinePhone: location.landlinePhone ?? null,
    email: location.email ?? null,
    youtubeUrl: location.youtubeUrl ?? null,
    linkedinUrl: location.linkedinUrl ?? null,
    visitNote: location.visitNote ?? null,
    badge: location.badge ?? null,
    timeZone: location.timeZone ?? null,
  };
}

/** The dealership's destinations of the kinds a site file names (SITE_FILE_DESTINATION_KINDS), oldest first. */
function fileDestinationsOf(db: Db, dealershipId: number) {
  return db
    .select()
    .from(leadDestinations)
    .where(and(eq(leadDestinations.dealershipId, dealershipId), inArray(leadDestinations.kind, [...SITE_FILE_DESTINATION_KINDS])))
    .orderBy(asc(leadDestinations.id));
}

/**
 * Brings the dealership's destinations to the file's list. A destination the file still names
 * (same kind, target and location) keeps its row, so its delivery history and failure alert stay.
 */
async function writeLeadDestinations(db: Tx, dealershipId: number, wanted: CanonicalDealership['leadDestinations'], locationIds: Map<string, number>): Promise<void> {
  const existing = await fileDestinationsOf(db, dealershipId);
  const unused = new Map(existing.map((row) => [row.id, row]));
  for (const d of wanted) {
    const locationId = d.location ? (locationIds.get(d.location) ?? null) : null;
    const kept = [...unused.values()].find((row) => row.kind === d.kind && row.target === d.target && row.locationId === locationId);
    if (kept) {
      unused.delete(kept.id);
      if (kept.format !== d.format || kept.enabled !== d.enabled) {
        await db.update(leadDestinations).set({ format: d.format, enabled: d.enabled }).where(eq(leadDestinations.id, kept.id));
      }
    } else {
      await db.insert(leadDestinations).values({ dealershipId, kind: d.kind, target: d.target, format: d.format, enabled: d.enabled, locationId });
    }
  }
  if (unused.size) await db.delete(leadDestinations).where(inArray(leadDestinations.id, [...unused.keys()]));
}

async function writeDealership(db: Tx, dealership: CanonicalDealership): Promise<number> {
  const values = {
    slug: dealership.slug,
    name: dealership.name,
    stripePublishableKey: dealership.stripePublishableKey ?? null,
    photoHosts: dealership.photoHosts ?? [],
  };
  const [row] = await db
    .insert(dealerships)
    .values(values)
    .onConflictDoUpdate({
      target: dealerships.slug,
      set: { name: values.name, stripePublishableKey: values.stripePublishableKey, photoHosts: values.photoHosts },
    })
    .returning({ id: dealerships.id });
  const dealershipId = row!.id;
  const locationIds = new Map<string, number>();
  for (const [position, location] of dealership.locations.entries()) {
    const values = locationValues(dealershipId, location, position);
    const [saved] = await db
      .insert(locations)
      .values(values)
      .onConflictDoUpdate({ target: [locations.dealershipId, locations.slug], set: values })
      .returning({ id: locations.id });
    const id = saved!.id;
    locationIds.set(location.slug, id);
    await db.delete(openingHours).where(eq(openingHours.locationId, id));
    const weekly = WEEKDAYS.flatMap((day, weekday) => {
      const hours = location.hours[day];
      return hours ? [{ locationId: id, weekday, ...hours }] : [];
    });
    if (weekly.length) await db.insert(openingHours).values(weekly);
    await db.delete(specialHours).where(eq(specialHours.locationId, id));
    const special = location.holidayHours.map((h) => ({
      locationId: id,
      date: h.date,
      name: h.name ?? null,
      status: h.hours.status,
      startHour: h.hours.open,
      endHour: h.hours.close,
    }));
    if (special.length) await db.insert(specialHours).values(special);
  }
  // Cars may still be parked at a location the file no longer names, so it is hidden, not deleted.
  await db
    .update(locations)
    .set({ visible: false })
    .where(and(eq(locations.dealershipId, dealershipId), notInArray(locations.slug, [...locationIds.keys()])));
  await writeLeadDestinations(db, dealershipId, dealership.leadDestinations, locationIds);
  return dealershipId;
}

export type WriteOptions = {
  /** Who wrote it: every write is kept as the site's next version (src/db/queries/site-versions.ts). */
  by: VersionAuthor;
  /** More work that must commit with the write or not at all (the console drops its draft here). */
  within?: (tx: Db, websiteId: number) => Promise<void>;
};

/**
 * Writes the whole file (create or update by slugs) and records it as the site's next version, in
 * one transaction; answers the website id, the ids of its dealerships and the version number.
 */
export async function writeSiteFile(db: Db, file: CanonicalSiteFile, options: WriteOptions): Promise<{ websiteId: number; dealershipIds: number[]; version: number }> {
  return db.transaction(async (tx) => {
    const dealershipIds: number[] = [];
    for (const dealership of file.dealerships) dealershipIds.push(await writeDealership(tx, dealership));
    const { website } = file;
    const values = {
      slug: website.slug,
      name: website.name,
      template: website.template,
      locale: website.locale,
      hostnames: website.hostnames,
      dealershipId: dealershipIds[0] ?? null,
      dealershipGroup: website.dealershipGroup ?? null,
      phone: website.phone ?? null,
      manufacturerId: await manufacturerId(tx, website.manufacturer),
      address: website.address ?? null,
      config: website.config,
      assistantToken: website.assistantToken ?? null,
    };
    const [saved] = await tx
      .insert(websites)
      .values(values)
      .onConflictDoUpdate({ target: websites.slug, set: { ...values, updatedAt: new Date() } })
      .returning({ id: websites.id });
    const websiteId = saved!.id;
    await tx.delete(dealershipWebsites).where(eq(dealershipWebsites.websiteId, websiteId));
    await tx.insert(dealershipWebsites).values(
      file.dealerships.map((d, position) => ({
        websiteId,
        dealershipId: dealershipIds[position]!,
        name: d.brand.name ?? d.name,
        slug: d.slug,
        make: d.brand.make ?? null,
        url: d.brand.url ?? null,
        logoUrl: d.brand.logoUrl ?? null,
        showPhones: d.brand.showPhones,
        position,
      })),
    );
    const version = await insertSiteVersion(tx, websiteId, file, options.by);
    await options.within?.(tx, websiteId);
    return { websiteId, dealershipIds, version };
  });
}

/** Every site showing any of the dealerships (their pages show these locations too). */
export async function sitesShowing(db: Db, dealershipIds: readonly number[]): Promise<number[]> {
  if (dealershipIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: dealershipWebsites.websiteId })
    .from(dealershipWebsites)
    .where(inArray(dealershipWebsites.dealershipId, [...dealershipIds]));
  return rows.map((r) => r.id);
}

/** For each dealership (by slug), the other sites that show it, by name: what an edit of its own records reaches. */
export async function otherSitesShowing(db: Db, websiteId: number, dealershipSlugs: readonly string[]): Promise<{ dealershipSlug: string; siteName: string }[]> {
  if (dealershipSlugs.length === 0) return [];
  return db
    .selectDistinct({ dealershipSlug: dealerships.slug, siteName: websites.name })
    .from(dealershipWebsites)
    .innerJoin(dealerships, eq(dealerships.id, dealershipWebsites.dealershipId))
    .innerJoin(websites, eq(websites.id, dealershipWebsites.websiteId))
    .where(and(inArray(dealerships.slug, [...dealershipSlugs]), ne(dealershipWebsites.websiteId, websiteId)))
    .orderBy(asc(dealerships.slug), asc(websites.name));
}
