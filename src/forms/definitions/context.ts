import type { FormRules } from '../../domain/validation/form-rules';
import { postcodeMaxLength } from '../../domain/validation/postcode';
import type { FinanceFormWords } from '../finance-words';
import type { FieldDefinition, FieldOption, FormCar } from '../types';

/** What a form definition may depend on: site data, never the site's slug. */
export type DefinitionContext = {
  rules: FormRules;
  locations: readonly FieldOption[];
  /** SPEC 2 location card: 'DL' or 'CL' per site. */
  licenceLabel: string;
  quickPicks: readonly number[];
  depositQuickPicks: readonly number[];
  /** The finance forms' words in the site's locale (a US down payment). */
  finance: FinanceFormWords;
  car: FormCar | null;
  /** 'km' or 'miles' (SPEC 1 units). */
  distanceUnit: string;
  /** The locations that take service bookings, with the dealership whose slots they offer. */
  workshops: readonly BookingPlace[];
  /** The locations that take test drives, likewise. */
  showrooms: readonly BookingPlace[];
  /** Where plates are issued, for the registration state select; null asks in free text. */
  regoStates: readonly FieldOption[] | null;
};

export type BookingPlace = { id: number; name: string; dealershipId: number };

/**
 * The location choice and the free-slot select of a booking form: each place's slots come from its
 * own dealership's endpoint (SPEC 7), in the place's time zone. One place needs no choice.
 */
export function slotFields(
  places: readonly BookingPlace[],
  ask: { endpoint: (dealershipId: number) => string; locationLabel: string; slotLabel: string; required: boolean },
): FieldDefinition[] {
  const first = places[0];
  if (!first) return [];
  const where: FieldDefinition =
    places.length > 1
    ? { kind: 'location-select', name: 'location_id', label: ask.locationLabel, required: true, options: places.map((p) => ({ value: String(p.id), label: p.name })) }
    : { kind: 'hidden', name: 'location_id', label: ask.locationLabel };
  return [
    where,
    {
      kind: 'booking-slot',
      name: 'booking_time',
      label: ask.slotLabel,
      required: ask.required,
      href: ask.endpoint(first.dealershipId),
      slotUrls: Object.fromEntries(places.map((p) => [String(p.id), ask.endpoint(p.dealershipId)])),
    },
  ];
}

/** Australian states and territories; other regions' plates are asked for in free text. */
export const AU_STATES: readonly FieldOption[] = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'].map((state) => ({ value: state, label: state }));

export function regoStatesFor(locale: string): readonly FieldOption[] | null {
  return locale === 'en-AU' ? AU_STATES : null;
}

export const options = (...labels: string[]): FieldOption[] => labels.map((label) => ({ value: label, label }));

/** The postcode in the site's own words and format (a ZIP code on a US site). */
export function postcodeField(rules: FormRules): FieldDefinition {
  return { kind: 'postcode', name: 'postcode', label: rules.postcode.label, required: true, maxLength: postcodeMaxLength(rules.postcode.format) };
}

/** Name, email and phone, as most forms ask them, and the postcode where the site or the form wants it. */
export function personFields(rules: FormRules, ask: { split?: boolean; mobileOnly?: boolean; postcode?: boolean } = {}): FieldDefinition[] {
  const names: FieldDefinition[] = ask.split
    ? [
        { kind: 'first-name', name: 'first_name', label: 'First name', required: true },
        { kind: 'last-name', name: 'last_name', label: 'Last name', required: true },
      ]
    : [{ kind: 'full-name', name: 'name', label: 'Full name', required: true }];
  const fields: FieldDefinition[] = [
    ...names,
    { kind: 'email', name: 'email', label: 'Email', required: true },
    { kind: 'phone', name: 'phone', label: ask.mobileOnly ? 'Mobile' : 'Phone', required: true, mobileOnly: ask.mobileOnly },
  ];
  if (rules.showPostcode || ask.postcode) fields.push(postcodeField(rules));
  return fields;
}

/** SPEC 5: a location select, required when shown; shown when the site has more than one location. */
export function locationFields(context: DefinitionContext, label = 'Location'): FieldDefinition[] {
  // Without a choice the location still travels: a page for one location sets it as a hidden value.
  if (!context.rules.showLocationSelect || context.locations.length < 2) return [{ kind: 'hidden', name: 'location_id', label }];
  return [{ kind: 'location-select', name: 'location_id', label, required: true, options: context.locations }];
}

export const optIn: FieldDefinition = {
  kind: 'opt-in',
  name: 'opt_in',
  label: 'Keep me up to date with offers and news',
  wide: true,
};

/** The car the page was opened for, and a car type from the query (SPEC 2 car_type), as hidden values. */
export function carFields(context: DefinitionContext): FieldDefinition[] {
  const type: FieldDefinition = { kind: 'hidden', name: 'car_type', label: 'Car type' };
  return context.car ? [{ kind: 'hidden', name: 'car_id', label: 'Car' }, type] : [type];
}
