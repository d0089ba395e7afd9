import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CanonicalSiteFile } from '../../domain/site-file/canonical';
import type { Db } from '../client';
import { siteDrafts, siteVersions, staff, websites } from '../schema';

/** Published versions and the draft of a site (issue 31): the data layer of the console's site editor and of `site:apply`. */

export type VersionAuthor = { staffId: number | null; author: string; note: string };

export type VersionRow = { version: number; author: string; staffName: string | null; note: string; createdAt: Date };

/**
 * Records the file just written as the site's next version. Call it inside the transaction that
 * wrote the site: the website row is locked first, so two publishes of one site number in turn.
 */
export async function insertSiteVersion(tx: Db, websiteId: number, file: CanonicalSiteFile, by: VersionAuthor): Promise<number> {
  await tx.execute(sql`select id from websites where id = ${websiteId} for update`);
  const [last] = await tx
    .select({ version: sql<number>`coalesce(max(${siteVersions.version}), 0)` })
    .from(siteVersions)
    .where(eq(siteVersions.websiteId, websiteId));
  const version = Number(last?.version ?? 0) + 1;
  await tx.insert(siteVersions).values({ websiteId, version, file, staffId: by.staffId, author: by.author, note: by.note });
  return version;
}

export async function latestSiteVersion(db: Db, websiteId: number): Promise<number> {
  const [row] = await db
    .select({ version: sql<number>`coalesce(max(${siteVersions.version}), 0)` })
    .from(siteVersions)
    .where(eq(siteVersions.websiteId, websiteId));
  return Number(row?.version ?? 0);
}

/** Newest first, with the staff member's name where a person published it. */
export async function listSiteVersions(db: Db, websiteId: number, limit = 50): Promise<VersionRow[]> {
  return db
    .select({ version: siteVersions.version, author: siteVersions.author, staffName: staff.name, note: siteVersions.note, createdAt: siteVersions.createdAt })
    .from(siteVersions)
    .leftJoin(staff, eq(staff.id, siteVersions.staffId))
    .where(eq(siteVersions.websiteId, websiteId))
    .orderBy(desc(siteVersions.version))
    .limit(limit);
}

export async function siteVersionFile(db: Db, websiteId: number, version: number): Promise<CanonicalSiteFile | null> {
  const [row] = await db
    .select({ file: siteVersions.file })
    .from(siteVersions)
    .where(and(eq(siteVersions.websiteId, websiteId), eq(siteVersions.version, version)));
  return row ? (row.file as CanonicalSiteFile) : null;
}

export type DraftRow = { file: CanonicalSiteFile; baseVersion: number; updatedAt: Date };

export async function readSiteDraft(db: Db, websiteId: number): Promise<DraftRow | null> {
  const [row] = await db
    .select({ file: siteDrafts.file, baseVersion: siteDrafts.baseVersion, updatedAt: siteDrafts.updatedAt })
    .from(siteDrafts)
    .where(eq(siteDrafts.websiteId, websiteId));
  return row ? { ...row, file: row.file as CanonicalSiteFile } : null;
}

export async function saveSiteDraft(db: Db, websiteId: number, file: CanonicalSiteFile, baseVersion: number, staffId: number | null): Promise<void> {
  await db
    .insert(siteDrafts)
    .values({ websiteId, file, baseVersion, staffId })
    .onConflictDoUpdate({ target: siteDrafts.websiteId, set: { file, staffId, updatedAt: new Date() } });
}

export async function deleteSiteDraft(db: Db, websiteId: number): Promise<void> {
  await db.delete(siteDrafts).where(eq(siteDrafts.websiteId, websiteId));
}

export type EditableSite = { id: number; slug: string; name: string; dealershipId: number | null; hostnames: string[] };

/** The site by id with the dealership that owns it (the one whose staff may edit it). */
export async function editableSite(db: Db, websiteId: number): Promise<EditableSite | null> {
  const [row] = await db
    .select({ id: websites.id, slug: websites.slug, name: websites.name, dealershipId: websites.dealershipId, hostnames: websites.hostnames })
    .from(websites)
    .where(eq(websites.id, websiteId));
  return row ?? null;
}

/** The sites owned by any of these dealerships, by name. */
export async function editableSites(db: Db, dealershipIds: readonly number[]): Promise<EditableSite[]> {
  if (dealershipIds.length === 0) return [];
  return db
    .select({ id: websites.id, slug: websites.slug, name: websites.name, dealershipId: websites.dealershipId, hostnames: websites.hostnames })
    .from(websites)
    .where(inArray(websites.dealershipId, [...dealershipIds]))
    .orderBy(websites.name);
}
