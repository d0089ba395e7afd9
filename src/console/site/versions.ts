import 'server-only';
import type { Db } from '../../db/client';
import { readSiteFile, writeSiteFile } from '../../db/queries/site-file';
import { deleteSiteDraft, latestSiteVersion, listSiteVersions, readSiteDraft, saveSiteDraft, siteVersionFile } from '../../db/queries/site-versions';
import type { StaffActor } from '../../domain/console/access';
import { canonicalSiteFile, type CanonicalSiteFile } from '../../domain/site-file/canonical';
import { siteFileSchema } from '../../domain/site-file/schema';
import { siteFileDiff, type Change } from '../../domain/site-versions/diff';
import { fieldErrors } from '../../domain/validation/field-errors';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { recordAudit } from '../audit';
import { tagsAfterSiteWrite } from '../../site/site-file-service';
import { siteForActor } from './site-access';

/**
 * The site editor's drafts, publishing and history (issue 31). The console edits a draft (a whole
 * site file, checked by the same schema as `site:apply`); publishing writes it as the site's next
 * version in one transaction and expires that site's cache tags; any version can be restored as
 * a new one. Lead destinations are not part of a draft: they are edited on their own page and
 * take effect at once, so publishing or restoring keeps the destinations the site has now.
 */

export type Expire = (tags: string[]) => Promise<void>;

export type EditorState = {
  site: { id: number; slug: string; name: string; hostnames: string[] };
  /** What the site shows now. */
  live: CanonicalSiteFile;
  liveVersion: number;
  /** The draft, or the live file when there is none. */
  draft: CanonicalSiteFile;
  hasDraft: boolean;
  /** The draft was started from an older version than the live one (a `site:apply` since). */
  stale: boolean;
  changes: Change[];
};

async function liveFile(db: Db, slug: string): Promise<CanonicalSiteFile> {
  const file = await readSiteFile(db, slug);
  if (!file) throw new NotFoundError('There is no such site.');
  return file;
}

export async function editorState(actor: StaffActor, db: Db, websiteId: number): Promise<EditorState> {
  const site = await siteForActor(actor, db, 'site.read', websiteId);
  const live = await liveFile(db, site.slug);
  const liveVersion = await latestSiteVersion(db, websiteId);
  const draft = await readSiteDraft(db, websiteId);
  const file = draft?.file ?? live;
  return {
    site: { id: site.id, slug: site.slug, name: site.name, hostnames: site.hostnames },
    live,
    liveVersion,
    draft: file,
    hasDraft: draft !== null,
    stale: draft !== null && draft.baseVersion < liveVersion,
    changes: draft ? siteFileDiff(withoutDestinations(live), withoutDestinations(file)) : [],
  };
}

/** Checks a whole file with the site-file schema; field messages keyed by the path inside the file. */
function checkSiteFile(file: unknown): CanonicalSiteFile {
  const parsed = siteFileSchema.safeParse(file);
  if (!parsed.success) throw new ValidationError('Some fields need attention.', fieldErrors(parsed.error));
  return canonicalSiteFile(parsed.data);
}

/**
 * Changes the draft (started from the live file when there is none) with `edit`, checks the whole
 * result as `site:apply` would, and saves it. The site's slug cannot be changed from the console.
 */
export async function editDraft(actor: StaffActor, db: Db, websiteId: number, edit: (file: CanonicalSiteFile) => CanonicalSiteFile): Promise<CanonicalSiteFile> {
  const site = await siteForActor(actor, db, 'site.write', websiteId);
  const existing = await readSiteDraft(db, websiteId);
  const base = existing?.file ?? (await liveFile(db, site.slug));
  const edited = edit(structuredClone(base));
  if (edited.website.slug !== site.slug) throw new ValidationError('Some fields need attention.', { 'website.slug': ['The site address name cannot be changed here.'] });
  const checked = checkSiteFile(edited);
  const baseVersion = existing?.baseVersion ?? (await latestSiteVersion(db, websiteId));
  await db.transaction(async (tx) => {
    await saveSiteDraft(tx, websiteId, checked, baseVersion, actor.staffId);
    await recordAudit(tx, actor, { dealershipId: site.dealershipId, action: 'site.draft', entity: 'website', entityId: websiteId });
  });
  return checked;
}

export async function discardDraft(actor: StaffActor, db: Db, websiteId: number): Promise<void> {
  const site = await siteForActor(actor, db, 'site.write', websiteId);
  await db.transaction(async (tx) => {
    await deleteSiteDraft(tx, websiteId);
    await recordAudit(tx, actor, { dealershipId: site.dealershipId, action: 'site.draft-discard', entity: 'website', entityId: websiteId });
  });
}

function withoutDestinations(file: CanonicalSiteFile): CanonicalSiteFile {
  return { ...file, dealerships: file.dealerships.map((d) => ({ ...d, leadDestinations: [] })) };
}

/** The file with the destinations the site has now, dealership by dealership. */
function withCurrentDestinations(file: CanonicalSiteFile, live: CanonicalSiteFile): CanonicalSiteFile {
  const current = new Map(live.dealerships.map((d) => [d.slug, d.leadDestinations]));
  return { ...file, dealerships: file.dealerships.map((d) => ({ ...d, leadDestinations: current.get(d.slug) ?? d.leadDestinations })) };
}

async function writeVersion(
  actor: StaffActor,
  db: Db,
  site: { id: number; slug: string; dealershipId: number | null },
  file: CanonicalSiteFile,
  note: string,
  expire: Expire,
): Promise<number> {
  const live = await liveFile(db, site.slug);
  const { websiteId, dealershipIds, version } = await writeSiteFile(db, withCurrentDestinations(file, live), {
    by: { staffId: actor.staffId, author: actor.name, note },
    within: async (tx) => {
      await deleteSiteDraft(tx, site.id);
      await recordAudit(tx, actor, { dealershipId: site.dealershipId, action: 'site.publish', entity: 'website', entityId: site.id, after: { note } });
    },
  });
  await expire(await tagsAfterSiteWrite(db, websiteId, dealershipIds));
  return version;
}

/** Publishes the draft as the next version. Refused when there is no draft, or when the site changed since the draft was started. */
export async function publishDraft(actor: StaffActor, db: Db, websiteId: number, note: string, expire: Expire): Promise<number> {
  const site = await siteForActor(actor, db, 'site.publish', websiteId);
  const draft = await readSiteDraft(db, websiteId);
  if (!draft) throw new ValidationError('There is nothing to publish: the draft is the same as the live site.');
  const latest = await latestSiteVersion(db, websiteId);
  if (draft.baseVersion < latest) {
    throw new ConflictError(`The site was changed (version ${latest}) after this draft was started. Discard the draft and make the change again.`);
  }
  return writeVersion(actor, db, site, draft.file, note.trim().slice(0, 200), expire);
}

/** Publishes an earlier version again, as a new version; a draft in progress is dropped. */
export async function restoreVersion(actor: StaffActor, db: Db, websiteId: number, version: number, expire: Expire): Promise<number> {
  const site = await siteForActor(actor, db, 'site.publish', websiteId);
  const file = await siteVersionFile(db, websiteId, version);
  if (!file) throw new NotFoundError(`There is no version ${version} of this site.`);
  return writeVersion(actor, db, site, checkSiteFile(file), `Restored version ${version}`, expire);
}

export type HistoryEntry = { version: number; by: string; note: string; at: Date; changes: Change[] };

/** Newest first: who published each version and what it changed from the one before. */
export async function siteHistory(actor: StaffActor, db: Db, websiteId: number): Promise<HistoryEntry[]> {
  await siteForActor(actor, db, 'site.read', websiteId);
  const rows = await listSiteVersions(db, websiteId);
  const files = new Map<number, CanonicalSiteFile | null>();
  const fileOf = async (version: number) => {
    if (!files.has(version)) files.set(version, await siteVersionFile(db, websiteId, version));
    return files.get(version) ?? null;
  };
  const entries: HistoryEntry[] = [];
  for (const row of rows) {
    const after = await fileOf(row.version);
    const before = row.version > 1 ? await fileOf(row.version - 1) : null;
    entries.push({
      version: row.version,
      by: row.staffName ?? row.author,
      note: row.note,
      at: row.createdAt,
      changes: before && after ? siteFileDiff(withoutDestinations(before), withoutDestinations(after)) : [],
    });
  }
  return entries;
}
