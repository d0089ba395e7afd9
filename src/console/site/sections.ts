import 'server-only';
import type { Db } from '../../db/client';
import { ConsoleNotFoundError, type StaffActor } from '../../domain/console/access';
import { siteDealershipNames } from '../../db/queries/website-rows';
import { readHoursForm, type Fields } from '../../domain/site-editor/hours-form';
import { readExcludedDealerships, readFinanceForm } from '../../domain/site-editor/finance-form';
import { readMenuForm, type MenuList } from '../../domain/site-editor/menus-form';
import { readNoticesForm } from '../../domain/site-editor/notices-form';
import { readPhotoHostsForm } from '../../domain/site-editor/photo-hosts-form';
import { readPromotionsForm } from '../../domain/site-editor/promotions-form';
import { readFeaturesForm, readHomeForm, readIdentityForm, readPageForm, readThemeForm, readTrackingForm, type Read } from '../../domain/site-editor/section-forms';
import type { CanonicalSiteFile } from '../../domain/site-file/canonical';
import { financeLocaleRules } from '../../domain/finance-locale';
import type { Locale, NavItem, SiteConfigInput } from '../../domain/site-config';
import { ValidationError } from '../../lib/errors';
import { siteForActor } from './site-access';
import { editDraft } from './versions';

/**
 * The site editor's sections (issue 31): each reads its form (plain-word messages per field), then
 * changes the draft, which the site-file schema checks whole. Nothing is live until published.
 */

function orFail<T>(read: Read<T>): T {
  if (Object.keys(read.errors).length > 0) throw new ValidationError('Some fields need attention.', read.errors);
  return read.value;
}

type Config = SiteConfigInput & Record<string, unknown>;
const configOf = (file: CanonicalSiteFile) => file.website.config as Config;

/** A part of the file without the given keys, so a setting is written again only when it is not its default. */
function without<T extends object, K extends keyof T>(record: T | undefined, keys: readonly K[]): Omit<T, K> {
  const copy = { ...record } as T;
  for (const key of keys) delete copy[key];
  return copy;
}

function locationOf(file: CanonicalSiteFile, dealershipSlug: string, locationSlug: string) {
  const location = file.dealerships.find((d) => d.slug === dealershipSlug)?.locations.find((l) => l.slug === locationSlug);
  if (!location) throw new ValidationError('That location is not part of this site.');
  return location;
}

export async function saveHours(actor: StaffActor, db: Db, websiteId: number, dealershipSlug: string, locationSlug: string, fields: Fields): Promise<void> {
  const form = readHoursForm(fields);
  if (Object.keys(form.errors).length > 0) throw new ValidationError('Some fields need attention.', form.errors);
  await editDraft(actor, db, websiteId, (file) => {
    const location = locationOf(file, dealershipSlug, locationSlug);
    location.hours = form.hours;
    location.holidayHours = form.holidayHours;
    return file;
  });
}

export async function saveHome(actor: StaffActor, db: Db, websiteId: number, fields: Fields): Promise<void> {
  const { home, tagline } = orFail(readHomeForm(fields));
  await editDraft(actor, db, websiteId, (file) => {
    const config = configOf(file);
    config.content = { ...config.content, home };
    config.theme = { ...config.theme, tagline };
    return file;
  });
}

export async function saveIdentity(actor: StaffActor, db: Db, websiteId: number, locale: Locale, fields: Fields): Promise<void> {
  await editDraft(actor, db, websiteId, (file) => {
    const slugs = file.dealerships.flatMap((d) => d.locations.map((l) => l.slug));
    const value = orFail(readIdentityForm(fields, locale, slugs));
    file.website.name = value.name;
    if (value.phone) file.website.phone = value.phone;
    else delete file.website.phone;
    for (const dealership of file.dealerships) {
      for (const location of dealership.locations) {
        const row = value.locations.find((l) => l.slug === location.slug);
        if (!row) continue;
        for (const key of ['phone', 'email', 'dealerLicenseNumber'] as const) {
          if (row[key]) location[key] = row[key];
          else delete location[key];
        }
      }
    }
    return file;
  });
}

export async function saveTheme(actor: StaffActor, db: Db, websiteId: number, fields: Fields): Promise<void> {
  const colours = orFail(readThemeForm(fields));
  await editDraft(actor, db, websiteId, (file) => {
    const config = configOf(file);
    config.theme = { ...config.theme, ...colours };
    return file;
  });
}

/** The notices between the header and every page, and the closing line under the footer. */
export async function saveNotices(actor: StaffActor, db: Db, websiteId: number, fields: Fields): Promise<void> {
  const { bars, bottomNote } = orFail(readNoticesForm(fields));
  await editDraft(actor, db, websiteId, (file) => {
    const config = configOf(file);
    const content = { ...config.content, bars };
    if (bottomNote) content.bottomNote = bottomNote;
    else delete content.bottomNote;
    config.content = content;
    return file;
  });
}

/** The home page's banners and the special offers, each in the order the form lists them; none removes the key. */
export async function savePromotions(actor: StaffActor, db: Db, websiteId: number, fields: Fields): Promise<void> {
  const { homeBanners, offers } = orFail(readPromotionsForm(fields));
  await editDraft(actor, db, websiteId, (file) => {
    const config = configOf(file);
    config.content = { ...without(config.content, ['homeBanners', 'offers']), ...(homeBanners.length > 0 ? { homeBanners } : {}), ...(offers.length > 0 ? { offers } : {}) };
    return file;
  });
}

/**
 * The finance provider, excluded makes and dealerships (of this site only), switches and current rate. A setting at its default is left
 * out of the file, as a file that never set it has none, so the history shows only real changes.
 */
export async function saveFinance(actor: StaffActor, db: Db, websiteId: number, locale: Locale, fields: Fields): Promise<void> {
  await siteForActor(actor, db, 'site.write', websiteId);
  const dealerships = await siteDealershipNames(db, websiteId);
  // Only a tampered form names a dealership the site does not show: another tenant's is not found here.
  if (readExcludedDealerships(fields, dealerships).foreign.length > 0) throw new ConsoleNotFoundError();
  const value = orFail(readFinanceForm(fields, financeLocaleRules(locale).rates, dealerships));
  await editDraft(actor, db, websiteId, (file) => {
    const config = configOf(file);
    config.providers = { ...config.providers, finance: value.provider };
    config.finance = {
      ...without(config.finance, ['excludedMakes', 'excludedDealershipIds', 'luxuryQuickPicks', 'preApprovalRedirectsToFinance', 'rate']),
      ...(value.excludedMakes.length > 0 ? { excludedMakes: value.excludedMakes } : {}),
      ...(value.excludedDealershipIds.length > 0 ? { excludedDealershipIds: value.excludedDealershipIds } : {}),
      ...(value.luxuryQuickPicks ? { luxuryQuickPicks: true } : {}),
      ...(value.preApprovalRedirectsToFinance ? { preApprovalRedirectsToFinance: true } : {}),
      ...(value.rate ? { rate: value.rate } : {}),
    };
    if (Object.keys(config.finance).length === 0) delete config.finance;
    return file;
  });
}

export async function saveFeatures(actor: StaffActor, db: Db, websiteId: number, fields: Fields): Promise<void> {
  const switches = readFeaturesForm(fields);
  await editDraft(actor, db, websiteId, (file) => {
    const config = configOf(file);
    config.features = { ...config.features, ...switches };
    return file;
  });
}

/** The site's Google Tag Manager and Analytics ids: a blank field takes that tag (and its CSP origins) off the site. */
export async function saveTracking(actor: StaffActor, db: Db, websiteId: number, fields: Fields): Promise<void> {
  const tracking = orFail(readTrackingForm(fields));
  await editDraft(actor, db, websiteId, (file) => {
    const config = configOf(file);
    // No id at all: the key goes, as a site file without tags has none.
    if (Object.keys(tracking).length > 0) config.tracking = tracking;
    else delete config.tracking;
    return file;
  });
}

/** Adds a content page (`original` null) or changes the one at `original` (its kind and slug before the edit). */
export async function savePage(
  actor: StaffActor,
  db: Db,
  websiteId: number,
  original: { kind: string; slug: string } | null,
  fields: Fields,
): Promise<{ kind: string; slug: string }> {
  let saved = { kind: '', slug: '' };
  await editDraft(actor, db, websiteId, (file) => {
    const config = configOf(file);
    const pages = [...(config.content?.pages ?? [])].map((p) => ({ kind: 'page' as const, description: '', body: '', ...p }));
    const index = original ? pages.findIndex((p) => p.kind === original.kind && p.slug === original.slug) : -1;
    if (original && index < 0) throw new ValidationError('That page is not part of the draft any more.');
    const others = pages.filter((_, i) => i !== index);
    const page = orFail(readPageForm(fields, others));
    if (index >= 0) pages[index] = page;
    else pages.push(page);
    config.content = { ...config.content, pages };
    saved = { kind: page.kind, slug: page.slug };
    return file;
  });
  return saved;
}

export async function deletePage(actor: StaffActor, db: Db, websiteId: number, original: { kind: string; slug: string }): Promise<void> {
  await editDraft(actor, db, websiteId, (file) => {
    const config = configOf(file);
    config.content = { ...config.content, pages: (config.content?.pages ?? []).filter((p) => !((p.kind ?? 'page') === original.kind && p.slug === original.slug)) };
    return file;
  });
}

/** The header or the footer menu, in the order the form lists it; what the form does not show of an item is kept. */
export async function saveMenu(actor: StaffActor, db: Db, websiteId: number, list: MenuList, fields: Fields): Promise<void> {
  await editDraft(actor, db, websiteId, (file) => {
    const config = configOf(file);
    // The draft passed the site-file schema when saved, so its items are NavItems (the input type says unknown[]).
    const items = orFail(readMenuForm(fields, list, config.navigation[list] as NavItem[]));
    config.navigation = { ...config.navigation, [list]: items };
    return file;
  });
}

/**
 * Each dealership's photo hosts (decision 034). They are the dealership's own, like its hours: a
 * dealership shown on several sites gets the new list on all of them when this site publishes.
 */
export async function savePhotoHosts(actor: StaffActor, db: Db, websiteId: number, fields: Fields): Promise<void> {
  await editDraft(actor, db, websiteId, (file) => {
    const hosts = orFail(readPhotoHostsForm(fields, file.dealerships.map((d) => d.slug)));
    for (const dealership of file.dealerships) {
      const list = hosts[dealership.slug] ?? [];
      if (list.length > 0) dealership.photoHosts = list;
      else delete dealership.photoHosts;
    }
    return file;
  });
}
