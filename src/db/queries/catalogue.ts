import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { asModelStatus, type CatalogueModel, type Manufacturer } from '../../domain/catalogue';
import type { Db } from '../client';
import { manufacturers, models } from '../schema';

/** Manufacturers by name (the make names cars carry) or by slug, in name order. */
export async function manufacturersWhere(db: Db, by: { names: readonly string[] } | { slugs: readonly string[] }): Promise<Manufacturer[]> {
  const [column, values] = 'names' in by ? [manufacturers.name, by.names] : [manufacturers.slug, by.slugs];
  if (values.length === 0) return [];
  return db
    .select({ id: manufacturers.id, name: manufacturers.name, slug: manufacturers.slug, logoUrl: manufacturers.logoUrl })
    .from(manufacturers)
    .where(inArray(column, [...values]))
    .orderBy(asc(manufacturers.name));
}

/** The models of the given manufacturers, by make then model name. */
export async function modelsOf(db: Db, manufacturerIds: readonly number[]): Promise<CatalogueModel[]> {
  if (manufacturerIds.length === 0) return [];
  const rows = await db
    .select({
      id: models.id,
      name: models.name,
      slug: models.slug,
      status: models.status,
      imageUrl: models.imageUrl,
      shortDescription: models.shortDescription,
      overrideUrl: models.overrideUrl,
      makeName: manufacturers.name,
      makeSlug: manufacturers.slug,
    })
    .from(models)
    .innerJoin(manufacturers, eq(manufacturers.id, models.manufacturerId))
    .where(inArray(models.manufacturerId, [...manufacturerIds]))
    .orderBy(asc(manufacturers.name), asc(models.name));
  return rows.map(({ makeName, makeSlug, status, ...m }) => ({ ...m, status: asModelStatus(status), make: { name: makeName, slug: makeSlug } }));
}
