import 'server-only';
import { siteTag, stockTag } from '../cache/tags';
import { tagged } from '../cache/tagged';
import { getDb } from '../db';
import { manufacturersWhere, modelsOf } from '../db/queries/catalogue';
import { AVAILABLE_FILTER } from '../domain/inclusion';
import { defaultSearchPath } from '../domain/search/search-path';
import { slugify } from '../domain/slug';
import { ELECTRIC_FUELS, type CatalogueModel, type Manufacturer } from '../domain/catalogue';
import type { CarSummary, Location, Site } from '../domain/types';
import { BODY_TYPES, type BodyType } from '../domain/search/paths';
import { listingMakes, listingSearch } from '../search/service';
import { EMPTY_QUERY, type SearchQuery } from '../domain/search/search-query';
import { modelsInLocale } from '../i18n/model-words';

/**
 * The catalogue pages (/models, /models/{slug}, /brands/{slug}, /dealerships/{make},
 * /electric-cars): the site's manufacturers and models from the catalogue tables, with the site's
 * stock of each. Every read is tagged with the site and its stock, so the stored pages expire with them.
 */

const keyed = (site: Site, ...key: string[]) => ['catalogue', String(site.id), ...key];
const tags = (site: Site) => [siteTag(site.id), stockTag(site.id)];

/** The makes the site sells new (its manufacturer and its brands); none for a used-only yard. */
function franchiseMakes(site: Site): string[] {
  const names = [site.manufacturer?.name, ...site.dealerships.map((d) => d.brand.make)].filter((n): n is string => Boolean(n));
  return [...new Set(names)];
}

/** Makes of the model pages: the franchise makes, else the makes in the site's stock. */
async function modelMakes(site: Site): Promise<string[]> {
  const franchise = franchiseMakes(site);
  return franchise.length > 0 ? franchise : (await listingMakes(site)).map((m) => m.name);
}

/** Makes with a brand page: the franchise makes and every make in stock. */
async function brandMakes(site: Site): Promise<string[]> {
  return [...new Set([...franchiseMakes(site), ...(await listingMakes(site)).map((m) => m.name)])];
}

export function siteModels(site: Site): Promise<CatalogueModel[]> {
  return tagged(keyed(site, 'models'), tags(site), async () => {
    const db = await getDb();
    const makers = await manufacturersWhere(db, { names: await modelMakes(site) });
    return modelsInLocale(await modelsOf(db, makers.map((m) => m.id)), site.locale);
  });
}

export type ModelsPage = { models: CatalogueModel[]; body: BodyType | 'all'; bodies: BodyType[] };

/** /models?body=...: every model, or those the site has in stock with that body. */
export async function modelsPage(site: Site, bodyParam: string | undefined): Promise<ModelsPage> {
  const body = bodyParam !== undefined && (BODY_TYPES as readonly string[]).includes(bodyParam) ? (bodyParam as BodyType) : 'all';
  const models = await siteModels(site);
  const makes = [...new Set(models.map((m) => m.make.name))];
  const scope: SearchQuery = { ...EMPTY_QUERY, filters: { make: makes }, hitsPerPage: 1 };
  const all = await listingSearch(site, scope);
  const bodies = BODY_TYPES.filter((b) => (all.facets.body?.[b] ?? 0) > 0);
  if (body === 'all') return { models, body, bodies };
  const withBody = await listingSearch(site, { ...scope, filters: { make: makes, body: [body] } });
  const inStock = new Set(Object.keys(withBody.facets.model ?? {}));
  return { models: models.filter((m) => inStock.has(m.name)), body, bodies };
}

/** Cars shown on a catalogue page; the rest are one link away in search. */
const CATALOGUE_STOCK_SHOWN = 12;

export type ModelPage = { model: CatalogueModel; stock: CarSummary[]; count: number; searchPath: string };

/** /models/{slug}: the model and the site's stock of it. */
export async function modelPage(site: Site, slug: string): Promise<ModelPage | null> {
  const model = (await siteModels(site)).find((m) => m.slug === slug);
  if (!model) return null;
  const result = await listingSearch(site, { ...EMPTY_QUERY, filters: { make: [model.make.name], model: [model.name] }, hitsPerPage: CATALOGUE_STOCK_SHOWN });
  return { model, stock: result.hits, count: result.count, searchPath: `/search/${slugify(model.make.name)}/${slugify(model.name)}` };
}

export type BrandPage = { manufacturer: Manufacturer; models: CatalogueModel[]; count: number; franchise: boolean };

/** /brands/{slug}: a make the site sells or stocks, its models and how many the site has in stock (sold cars not counted). */
export async function brandPage(site: Site, slug: string): Promise<BrandPage | null> {
  return tagged(keyed(site, 'brand', slug), tags(site), async () => {
    const db = await getDb();
    const manufacturer = (await manufacturersWhere(db, { names: await brandMakes(site) })).find((m) => m.slug === slug);
    if (!manufacturer) return null;
    const [models, result] = await Promise.all([modelsOf(db, [manufacturer.id]), listingSearch(site, { ...EMPTY_QUERY, filters: { ...AVAILABLE_FILTER, make: [manufacturer.name] }, hitsPerPage: 1 })]);
    return { manufacturer, models, count: result.count, franchise: franchiseMakes(site).includes(manufacturer.name) };
  });
}

/** The manufacturers the site has brand pages for (sitemap, brand tiles). */
export function siteBrands(site: Site): Promise<Manufacturer[]> {
  return tagged(keyed(site, 'brands'), tags(site), async () => manufacturersWhere(await getDb(), { names: await brandMakes(site) }));
}

export type DealershipsPage = { manufacturer: Manufacturer; locations: Location[]; brandSites: { name: string; url: string | null }[] };

/** /dealerships/{make}?filter=brand: the site's locations and brand sites for one make. */
export async function dealershipsPage(site: Site, makeSlug: string): Promise<DealershipsPage | null> {
  const brand = await brandPage(site, makeSlug);
  if (!brand) return null;
  const name = brand.manufacturer.name.toLowerCase();
  const brandDealerships = site.dealerships.filter((d) => d.brand.make?.toLowerCase() === name);
  const ids = new Set(brandDealerships.map((d) => d.id));
  const locations = site.locations.filter((l) => ids.has(l.dealershipId) || l.manufacturers.some((m) => m.toLowerCase() === name));
  if (locations.length === 0) return null;
  return { manufacturer: brand.manufacturer, locations, brandSites: brandDealerships.map((d) => ({ name: d.brand.name, url: d.brand.url })) };
}

/** /electric-cars: the site's battery-electric and plug-in hybrid stock. */
export async function electricStock(site: Site): Promise<{ stock: CarSummary[]; count: number; searchHref: string }> {
  const result = await listingSearch(site, { ...EMPTY_QUERY, filters: { fuel: [...ELECTRIC_FUELS] }, hitsPerPage: CATALOGUE_STOCK_SHOWN });
  const fuels = new URLSearchParams(ELECTRIC_FUELS.map((f) => ['fuel', f]));
  return { stock: result.hits, count: result.count, searchHref: `${defaultSearchPath(site.config)}?${fuels.toString()}` };
}
