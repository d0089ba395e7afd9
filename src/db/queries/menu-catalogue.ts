import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { GroupBrand, MenuBrand, MenuModel } from '../../domain/mega-menu';
import type { Db } from '../client';
import { dealershipWebsites, manufacturers, models, websites } from '../schema';

/** Manufacturers by slug, in name order: the brand tiles of a site's menu. */
export async function manufacturersBySlugs(db: Db, slugs: readonly string[]): Promise<MenuBrand[]> {
  if (slugs.length === 0) return [];
  return db
    .select({ name: manufacturers.name, slug: manufacturers.slug, logoUrl: manufacturers.logoUrl })
    .from(manufacturers)
    .where(inArray(manufacturers.slug, [...slugs]))
    .orderBy(asc(manufacturers.name));
}

/** The models of these manufacturers, by manufacturer then name: the models grid. */
export async function modelsOfManufacturers(db: Db, manufacturerSlugs: readonly string[]): Promise<MenuModel[]> {
  if (manufacturerSlugs.length === 0) return [];
  return db
    .select({
      name: models.name,
      slug: models.slug,
      status: models.status,
      imageUrl: models.imageUrl,
      shortDescription: models.shortDescription,
      overrideUrl: models.overrideUrl,
    })
    .from(models)
    .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
    .where(inArray(manufacturers.slug, [...manufacturerSlugs]))
    .orderBy(asc(manufacturers.name), asc(models.name));
}

/**
 * The brands of a dealership group, from every member website's brand list (the group
 * sub-footer of SPEC 2 shows them on each member site), one entry per dealership.
 */
export async function groupBrands(db: Db, group: string): Promise<GroupBrand[]> {
  const rows = await db
    .select({
      dealershipId: dealershipWebsites.dealershipId,
      name: dealershipWebsites.name,
      url: dealershipWebsites.url,
      logoUrl: dealershipWebsites.logoUrl,
      websiteName: websites.name,
    })
    .from(dealershipWebsites)
    .innerJoin(websites, eq(websites.id, dealershipWebsites.websiteId))
    .where(and(eq(websites.dealershipGroup, group), isNotNull(dealershipWebsites.make), ne(dealershipWebsites.name, '')))
    .orderBy(asc(dealershipWebsites.position), asc(dealershipWebsites.name));
  const seen = new Map<number, GroupBrand>();
  for (const r of rows) if (!seen.has(r.dealershipId)) seen.set(r.dealershipId, { name: r.name, url: r.url, logoUrl: r.logoUrl });
  return [...seen.values()];
}
