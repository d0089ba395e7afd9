import type { Db } from '../db/client';
import { readSiteFile, sitesShowing, writeSiteFile } from '../db/queries/site-file';
import { siteTag, stockTag } from '../cache/tags';
import { canonicalSiteFile, type CanonicalSiteFile } from '../domain/site-file/canonical';
import { siteFileChanges } from '../domain/site-file/changes';
import type { SiteFile } from '../domain/site-file/schema';
import { NotFoundError } from '../lib/errors';

export type ApplyResult = { site: string; changes: string[]; applied: boolean };

/**
 * Applies a site file: creates the site or brings it to what the file says. Nothing is written
 * when nothing differs, so applying the same file twice changes nothing the second time; a dry
 * run answers the same change list and writes nothing.
 */
export async function applySiteFile(
  db: Db,
  file: SiteFile,
  options: { dryRun: boolean; expire: (tags: string[]) => Promise<void> | void },
): Promise<ApplyResult> {
  const desired = canonicalSiteFile(file);
  const slug = desired.website.slug;
  const changes = siteFileChanges(await readSiteFile(db, slug), desired);
  if (options.dryRun || changes.length === 0) return { site: slug, changes, applied: false };
  const { websiteId, dealershipIds } = await writeSiteFile(db, desired, { by: { staffId: null, author: 'site:apply', note: '' } });
  await options.expire(await tagsAfterSiteWrite(db, websiteId, dealershipIds));
  return { site: slug, changes, applied: true };
}

/**
 * The cache tags a written site file expires: the site's, and those of every site showing its
 * dealerships, whose pages and car pages show the same locations and brands.
 */
export async function tagsAfterSiteWrite(db: Db, websiteId: number, dealershipIds: readonly number[]): Promise<string[]> {
  const showing = await sitesShowing(db, dealershipIds);
  const siteIds = [...new Set([websiteId, ...showing])];
  return [...siteIds.map(siteTag), ...siteIds.map(stockTag)];
}

export async function exportSiteFile(db: Db, slug: string): Promise<CanonicalSiteFile> {
  const file = await readSiteFile(db, slug);
  if (!file) throw new NotFoundError(`There is no site ${slug}.`);
  return file;
}
