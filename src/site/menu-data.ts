import 'server-only';
import { cache } from 'react';
import { siteTag, stockTag } from '../cache/tags';
import { tagged } from '../cache/tagged';
import { getDb } from '../db';
import { manufacturersWhere, modelsOf } from '../db/queries/catalogue';
import { groupBrands } from '../db/queries/group-brands';
import { needsMenuData, TRACTOR_BODY, tractorRows, type GroupBrand, type MenuData } from '../domain/mega-menu';
import { AVAILABLE_FILTER } from '../domain/inclusion';
import { defaultSearchPath } from '../domain/search/search-path';
import { slugify } from '../domain/slug';
import type { Site } from '../domain/types';
import { BODY_TYPES, SEARCH_ROUTES } from '../domain/search/paths';
import { listingMakes, listingSearch, siteCarTypeCounts } from '../search/service';
import { EMPTY_QUERY } from '../domain/search/search-query';

const CAR_TYPE_ORDER = ['new', 'demo', 'used'] as const;
const BODY_SET: ReadonlySet<string> = new Set(BODY_TYPES);

/** The makes whose models the site's grid shows: its manufacturer, or the makes of its brand sites. */
function modelMakes(site: Site): string[] {
  if (site.manufacturer) return [site.manufacturer.slug];
  return [...new Set(site.dealerships.map((d) => d.brand.make).filter((m): m is string => Boolean(m)).map(slugify))];
}

export function carTypeHref(site: Site, carType: (typeof CAR_TYPE_ORDER)[number]): string {
  const route = SEARCH_ROUTES.find((r) => r.canonicalFor === site.config.stockKind && JSON.stringify(r.preset.filters) === JSON.stringify({ car_type: [carType] }));
  return route?.path ?? `${defaultSearchPath(site.config)}?car_type=${carType}`;
}

function bodyHref(site: Site, body: string): string {
  return site.config.stockKind === 'cars' && BODY_SET.has(body) ? `/search/${body}` : `${defaultSearchPath(site.config)}?body=${encodeURIComponent(body)}`;
}

const EMPTY_DATA = (site: Site): MenuData => ({ models: [], brands: [], bodies: [], carTypes: [], tractors: [], brandTiles: site.config.header.brandTiles });

/** The tractor dropdown: each tractor or farm machine model the site has available, most first. */
async function tractorCounts(site: Site): Promise<MenuData['tractors']> {
  if (!needsMenuData(site.config.navigation.header, 'tractors')) return [];
  const found = await listingSearch(site, { ...EMPTY_QUERY, filters: { ...AVAILABLE_FILTER, body: [TRACTOR_BODY] }, hitsPerPage: 1 });
  return tractorRows(found.facets.make_model ?? {}, defaultSearchPath(site.config));
}

async function loadMenuData(site: Site): Promise<MenuData> {
  const db = await getDb();
  const [makes, counts, listing, modelMakers, tractors] = await Promise.all([
    listingMakes(site),
    siteCarTypeCounts(site),
    // The body tiles say "{count} in stock": sold cars still listed for a few days are not counted.
    listingSearch(site, { ...EMPTY_QUERY, filters: AVAILABLE_FILTER, hitsPerPage: 1 }),
    manufacturersWhere(db, { slugs: modelMakes(site) }),
    tractorCounts(site),
  ]);
  const [models, brands] = await Promise.all([
    modelsOf(db, modelMakers.map((m) => m.id)),
    manufacturersWhere(db, { slugs: makes.map((m) => m.slug) }),
  ]);
  const bodies = Object.entries(listing.facets.body ?? {})
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([value, count]) => ({ value, count, href: bodyHref(site, value) }));
  return {
    models,
    brands,
    bodies,
    carTypes: CAR_TYPE_ORDER.map((t) => ({ value: t, count: counts[t], href: carTypeHref(site, t) })),
    tractors,
    brandTiles: site.config.header.brandTiles,
  };
}

/**
 * What the header's mega-menus and the manufacturer footer show: catalogue models, brands in
 * stock, body styles and car-type counts. Kept in the data cache and expired with the site's
 * stock, so the stored pages rendered from it expire too.
 */
export const siteMenuData = cache(async (site: Site): Promise<MenuData> => {
  const wanted = needsMenuData(site.config.navigation.header) || site.config.footer.variant === 'manufacturer';
  if (!wanted) return EMPTY_DATA(site);
  return tagged(['menu-data', String(site.id)], [siteTag(site.id), stockTag(site.id)], () => loadMenuData(site));
});

/** The brands of the site's dealership group for the group sub-footer; empty when it has none or excludes it. */
export const siteGroupBrands = cache(async (site: Site): Promise<GroupBrand[]> => {
  const group = site.dealershipGroup;
  if (!group || !site.config.footer.groupSubFooter) return [];
  return tagged(['group-brands', String(site.id)], [siteTag(site.id)], async () => groupBrands(await getDb(), group));
});
