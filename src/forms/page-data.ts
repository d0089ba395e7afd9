import { messagesFor } from '../i18n/messages';
import { odometer } from '../domain/locale';
import type { Site } from '../domain/types';
import { formRulesFrom, type FormRules } from '../domain/validation/form-rules';
import { leadRulesOf } from '../site/lead-rules';
import { bookingLocationsOf } from '../domain/bookings/locations';
import type { BookingKind } from '../domain/bookings/settings';
import { regoStatesFor, type BookingPlace, type DefinitionContext } from './definitions/context';
import { financeFormWords } from './finance-words';
import { depositQuickPicksFor, quickPicksFor } from './quick-picks';
import type { FormCar, FormDefinition, FormSite, FormValues } from './types';

/** What a form page hands the form engine: the definition, the site's form data and the starting values. */
export type FormPageData = { definition: FormDefinition; site: FormSite; initialValues: FormValues; car: FormCar | null };

function siteFormRules(site: Site): FormRules {
  const rules = formRulesFrom(leadRulesOf(site), { dealershipCount: site.dealerships.length, locationCount: site.locations.length });
  return { ...rules, messageRequired: site.config.forms.messageRequired, showPostcode: site.config.forms.showPostcode };
}

function dealershipSlugOf(site: Site, dealershipId: number): string | null {
  return site.dealerships.find((dealership) => dealership.id === dealershipId)?.slug ?? null;
}

/** The locations that take a kind of booking (src/domain/bookings/locations.ts), as the forms offer them. */
export function bookingPlacesOf(site: Site, kind: BookingKind): BookingPlace[] {
  return bookingLocationsOf(site, kind).map((location) => ({ id: location.id, name: location.name, dealershipId: location.dealershipId }));
}

/** The locations that take service bookings: the service centres, else every location. */
export function workshopsOf(site: Site): BookingPlace[] {
  return bookingPlacesOf(site, 'service');
}

/** What every definition may depend on, for this site and the car a form is about. */
export function definitionContext<C extends FormCar | null>(site: Site, car: C): DefinitionContext & { car: C } {
  return {
    rules: siteFormRules(site),
    locations: site.locations.map((location) => ({ value: String(location.id), label: location.name })),
    licenceLabel: site.config.licenceLabel,
    quickPicks: quickPicksFor(site.config.finance.luxuryQuickPicks),
    depositQuickPicks: depositQuickPicksFor(site.config.finance.luxuryQuickPicks),
    finance: financeFormWords(site.locale),
    car,
    distanceUnit: odometer(0, site.locale).unit,
    workshops: workshopsOf(site),
    showrooms: bookingPlacesOf(site, 'test-drive'),
    regoStates: regoStatesFor(site.locale),
  };
}

/** The site as the form engine sees it in the browser. */
export function formSite(site: Site, rules: FormRules): FormSite {
  return {
    slug: site.slug,
    locale: site.locale,
    rules,
    locations: site.locations.map((location) => ({ id: location.id, name: location.name, dealershipSlug: dealershipSlugOf(site, location.dealershipId) })),
    analytics: site.config.forms.analyticsEventsUrl !== undefined,
    texts: messagesFor(site.locale).forms,
  };
}

/** The form engine's view of a stock car. */
export function formCarOf(car: { id: number; name: string; carType: string; stocknum: string; make: string; model: string; slug: string }): FormCar {
  return { id: car.id, name: car.name, carType: car.carType, stockNumber: car.stocknum, make: car.make, model: car.model, slug: car.slug };
}
