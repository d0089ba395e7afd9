import { siteConfigSchema } from '../site-config';
import type { CanonicalLocation, CanonicalSiteFile } from '../site-file/canonical';
import { WEEKDAYS } from '../site-file/hours';
import type { Location, Site } from '../types';

/**
 * The site as its draft would show it, for the preview (issue 31): the live `Site` with the draft's
 * texts, configuration, brands and locations laid over it. Locations the draft adds have no rows
 * yet and show after publishing; those it hides are left out.
 *
 * The stock scope (filters, sold cars, pre-selected facets) stays the live one: reads of the stock
 * are cached per site, and a draft must never change what the live site's cached reads hold.
 */
export function previewSite(live: Site, draft: CanonicalSiteFile): Site {
  const parsed = siteConfigSchema.parse(draft.website.config);
  const config = {
    ...parsed,
    stockFilters: live.config.stockFilters,
    searchFilters: live.config.searchFilters,
    includeSoldCarsDays: live.config.includeSoldCarsDays,
  };
  const brands = new Map(draft.dealerships.map((d) => [d.slug, d]));
  const slugOf = new Map(live.dealerships.map((d) => [d.id, d.slug]));
  const locations: Location[] = [];
  for (const location of live.locations) {
    const planned = brands.get(slugOf.get(location.dealershipId) ?? '')?.locations.find((l) => l.slug === location.slug);
    if (!planned) locations.push(location);
    else if (planned.visible) locations.push(withDraft(location, planned));
  }
  return {
    ...live,
    name: draft.website.name,
    phone: draft.website.phone ?? null,
    dealershipGroup: draft.website.dealershipGroup ?? null,
    address: draft.website.address ?? null,
    config,
    dealerships: live.dealerships.map((d) => {
      const planned = brands.get(d.slug);
      if (!planned) return d;
      const brand = planned.brand;
      return {
        ...d,
        name: planned.name,
        brand: { ...d.brand, name: brand.name ?? planned.name, make: brand.make ?? null, url: brand.url ?? null, logoUrl: brand.logoUrl ?? null, showPhones: brand.showPhones },
      };
    }),
    locations,
  };
}

function withDraft(location: Location, planned: CanonicalLocation): Location {
  return {
    ...location,
    name: planned.name,
    dealerLicenseNumber: planned.dealerLicenseNumber ?? null,
    motorVehicleRepairer: planned.motorVehicleRepairer ?? null,
    imageUrl: planned.imageUrl ?? null,
    address: { ...location.address, street: planned.street, city: planned.city, state: planned.state, postcode: planned.postcode },
    phone: planned.phone ?? null,
    landlinePhone: planned.landlinePhone ?? null,
    email: planned.email ?? null,
    visitNote: planned.visitNote ?? null,
    badge: planned.badge ?? null,
    openingHours: WEEKDAYS.flatMap((day, weekday) => {
      const hours = planned.hours[day];
      return hours ? [{ weekday, status: hours.status, open: hours.open, close: hours.close }] : [];
    }),
    specialHours: planned.holidayHours.map((h) => ({ date: h.date, status: h.hours.status, startHour: h.hours.open, endHour: h.hours.close, name: h.name ?? null })),
  };
}
