import { formatHours } from './hours';
import { currencyOf } from './locale';
import { defaultSearchPath } from './search/search-path';
import type { Site } from './types';

/**
 * SPEC 7: website_session_data "returns null when there is no site id". A browser script that has
 * no id yet builds the path from an empty or unset value, which reaches us as one of these.
 */
export function isMissingSiteId(id: string): boolean {
  const value = id.trim().toLowerCase();
  return value === '' || value === 'null' || value === 'undefined';
}

const hoursJson = (hours: Site['locations'][number]['openingHours']) => hours.map((h) => ({ ...h, formated_hours: formatHours(h) }));

/**
 * The public configuration of a site (SPEC 7 website_session_data), in the spec's snake_case.
 * Only what a browser may see: no tokens, no internal ids beyond the site's own records.
 */
export function sessionData(site: Site) {
  const { config } = site;
  return {
    id: site.id,
    slug: site.slug,
    name: site.name,
    template: site.template,
    locale: site.locale,
    currency: currencyOf(site.locale),
    phone: site.phone,
    stock_kind: config.stockKind,
    default_search_path: defaultSearchPath(config),
    include_sold_cars_days: config.includeSoldCarsDays ?? null,
    garage_enabled: config.features.garage,
    offers_subscription: config.features.offersSubscription,
    special_hours: config.features.specialHours,
    // SPEC 3's autobot flag: the on-site assistant, which reads the car pages' assistant tags.
    autobot: config.assistantTags.enabled,
    features: config.features,
    payment_provider: config.providers.payment,
    finance_provider: config.providers.finance,
    manufacturer: site.manufacturer ? { name: site.manufacturer.name } : null,
    ...config.social,
    gmb_profiles: config.gmbProfiles.map((p) => ({ id: p.id, review_url: p.reviewUrl })),
    // SPEC 3 site opening_hours: the main location's, as the site's own.
    opening_hours: hoursJson((site.locations.find((l) => l.primary) ?? site.locations[0])?.openingHours ?? []),
    dealerships: site.dealerships.map((d) => ({
      id: d.id,
      slug: d.slug,
      name: d.name,
      stripe: d.stripePublishableKey ? { key: d.stripePublishableKey } : null,
    })),
    dealership_websites: site.dealerships.map((d) => ({
      url: d.brand.url,
      make: d.brand.make,
      name: d.brand.name,
      slug: d.brand.slug,
      logo: { url: d.brand.logoUrl },
    })),
    locations: site.locations.map((l) => ({
      id: l.id,
      name: l.name,
      slug: l.slug,
      primary: l.primary,
      location_type: l.type,
      location_subtype: l.subtypes,
      dealer_license_number: l.dealerLicenseNumber,
      address: { street: l.address.street, city: l.address.city, state: l.address.state, postcode: l.address.postcode },
      contact_detail: {
        phone: l.phone,
        landline_phone: l.landlinePhone,
        email: l.email,
        opening_hours: hoursJson(l.openingHours),
      },
      special_hours: l.specialHours,
    })),
  };
}
