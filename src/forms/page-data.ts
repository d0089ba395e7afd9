import 'server-only';
import { getDb } from '../db';
import { carForForm } from '../db/queries/form-cars';
import { odometer } from '../domain/locale';
import type { Site } from '../domain/types';
import { formRulesFrom, type FormRules } from '../domain/validation/form-rules';
import { regoStatesFor, type DefinitionContext } from './definitions/context';
import { prefillFromQuery, queryId, type Query } from './prefill';
import { quickPicksFor } from './quick-picks';
import { spellDefinition } from './spelling';
import type { FormCar, FormDefinition, FormSite, FormValues } from './types';

/** What a form page hands the form engine: the definition, the site's form data and the starting values. */
export type FormPageData = { definition: FormDefinition; site: FormSite; initialValues: FormValues; car: FormCar | null };

export function siteFormRules(site: Site): FormRules {
  const rules = formRulesFrom(site.config, { dealershipCount: site.dealerships.length, locationCount: site.locations.length });
  return { ...rules, messageRequired: site.config.forms.messageRequired, showPostcode: site.config.forms.showPostcode };
}

function dealershipSlugOf(site: Site, dealershipId: number): string | null {
  return site.dealerships.find((dealership) => dealership.id === dealershipId)?.slug ?? null;
}

/** The locations that take service bookings: the service centres, else every location. */
export function workshopsOf(site: Site): { id: number; name: string; dealershipId: number }[] {
  const service = site.locations.filter((location) => location.type === 'service');
  return (service.length > 0 ? service : site.locations).map((location) => ({ id: location.id, name: location.name, dealershipId: location.dealershipId }));
}

/** What every definition may depend on, for this site and the car a form is about. */
export function definitionContext<C extends FormCar | null>(site: Site, car: C): DefinitionContext & { car: C } {
  return {
    rules: siteFormRules(site),
    locations: site.locations.map((location) => ({ value: String(location.id), label: location.name })),
    licenceLabel: site.config.licenceLabel,
    quickPicks: quickPicksFor(site.config.finance.luxuryQuickPicks),
    car,
    distanceUnit: odometer(0, site.locale).unit,
    workshops: workshopsOf(site),
    regoStates: regoStatesFor(site.locale),
  };
}

/** The site as the form engine sees it in the browser. */
export function formSite(site: Site, rules: FormRules): FormSite {
  return {
    slug: site.slug,
    rules,
    locations: site.locations.map((location) => ({ id: location.id, name: location.name, dealershipSlug: dealershipSlugOf(site, location.dealershipId) })),
    analyticsEventsUrl: site.config.forms.analyticsEventsUrl ?? null,
  };
}

/** The form engine's view of a stock car. */
export function formCarOf(car: { id: number; name: string; carType: string; stocknum: string; make: string; model: string; slug: string }): FormCar {
  return { id: car.id, name: car.name, carType: car.carType, stockNumber: car.stocknum, make: car.make, model: car.model, slug: car.slug };
}

async function carFromQuery(site: Site, query: Query): Promise<FormCar | null> {
  const id = queryId(query, 'car_id');
  if (id === null) return null;
  const row = await carForForm(await getDb(), id, site.dealerships.map((dealership) => dealership.id));
  return row ? formCarOf(row) : null;
}

/**
 * Builds a form page's data: the site's rules, the car from car_id (only one of this site's), the
 * query prefill, and the definition in the site's spelling.
 */
export async function formPageData(
  site: Site,
  query: Query,
  build: (context: DefinitionContext) => FormDefinition,
  start: FormValues = {},
): Promise<FormPageData> {
  const car = await carFromQuery(site, query);
  const context = definitionContext(site, car);
  // The car comes from our own stock, never from the query's word for it.
  const { car_type: queryCarType, ...prefill } = prefillFromQuery(query);
  delete prefill.car_id;
  const initialValues: FormValues = {
    ...prefill,
    ...(car ? { car_id: car.id, car_type: car.carType } : queryCarType ? { car_type: queryCarType } : {}),
    ...start,
  };
  return {
    definition: spellDefinition(build(context), site.locale),
    site: formSite(site, context.rules),
    initialValues,
    car,
  };
}
