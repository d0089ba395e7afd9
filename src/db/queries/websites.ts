import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { siteConfigSchema, type Locale, type Template } from '../../domain/site-config';
import type { DealershipBrand, Site } from '../../domain/types';
import type { Db } from '../client';
import { websites } from '../schema';
import { locationsOfDealerships } from './locations';
import { dealershipLinksOf, websiteWithManufacturer } from './website-rows';

export type WebsiteListing = Pick<Site, 'id' | 'slug' | 'name' | 'template' | 'locale' | 'hostnames'>;

export async function listWebsites(db: Db): Promise<WebsiteListing[]> {
  const rows = await db
    .select({
      id: websites.id,
      slug: websites.slug,
      name: websites.name,
      template: websites.template,
      locale: websites.locale,
      hostnames: websites.hostnames,
    })
    .from(websites)
    .orderBy(asc(websites.name));
  return rows.map((r) => ({ ...r, template: r.template as Template, locale: r.locale as Locale }));
}

/** The whole configuration of one site, reshaped into the domain `Site`; null when there is no such site. */
export async function loadSite(db: Db, id: number): Promise<Site | null> {
  const row = await websiteWithManufacturer(db, eq(websites.id, id));
  if (!row) return null;
  const { website, manufacturer } = row;
  const brandRows = await dealershipLinksOf(db, id);
  const brands: DealershipBrand[] = brandRows.map(({ dealership, link }) => ({
    id: dealership.id,
    slug: dealership.slug,
    name: dealership.name,
    stripePublishableKey: dealership.stripePublishableKey,
    photoHosts: dealership.photoHosts,
    brand: {
      name: link.name,
      slug: link.slug,
      make: link.make,
      url: link.url,
      logoUrl: link.logoUrl,
      showPhones: link.showPhones,
    },
  }));
  return {
    id: website.id,
    slug: website.slug,
    name: website.name,
    template: website.template as Template,
    locale: website.locale as Locale,
    hostnames: website.hostnames,
    phone: website.phone,
    dealershipGroup: website.dealershipGroup,
    address: website.address ?? null,
    manufacturer: manufacturer
      ? { id: manufacturer.id, name: manufacturer.name, slug: manufacturer.slug, logoUrl: manufacturer.logoUrl }
      : null,
    // Stored configs were validated when written; parsing again applies defaults added since.
    config: siteConfigSchema.parse(website.config),
    dealerships: brands,
    locations: await locationsOfDealerships(
      db,
      brands.map((b) => b.id),
    ),
  };
}
