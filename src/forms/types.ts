import type { Locale } from '../domain/site-config';
import type { ShowWhen } from '../domain/validation/conditional';
import type { FormRules } from '../domain/validation/form-rules';
import type { Messages } from '../i18n/messages';

/**
 * Forms as data: a page builds a `FormDefinition` on the server and the one form engine renders it.
 * Everything here is plain JSON so it crosses from server to client components unchanged.
 */

/** SPEC 3 "form field types", spelt as the engine names them. */
type FieldKind =
  | 'address'
  | 'booking-slot'
  | 'button'
  | 'card-number'
  | 'card-expiry'
  | 'check'
  | 'check-group'
  | 'check-card'
  | 'currency'
  | 'date-time'
  | 'distance'
  | 'date-of-birth'
  | 'email'
  | 'expiry-date'
  | 'file'
  | 'full-name'
  | 'first-name'
  | 'last-name'
  | 'hidden'
  | 'kilometre'
  | 'licence-number'
  | 'location-select'
  | 'make'
  | 'model'
  | 'number'
  | 'opt-in'
  | 'phone'
  | 'postcode'
  | 'radio'
  | 'radio-group'
  | 'rego'
  | 'select'
  | 'service-interval'
  | 'star-rating'
  | 'string'
  | 'textarea'
  | 'tyres'
  | 'year';

export type FieldOption = { value: string; label: string };

export type FieldDefinition = {
  kind: FieldKind;
  /** The value's key: a SPEC 3 Lead field name goes on the lead itself, any other into `extra`. */
  name: string;
  label: string;
  required?: boolean;
  options?: readonly FieldOption[];
  showWhen?: ShowWhen;
  hint?: string;
  placeholder?: string;
  /** Currency quick picks, in whole dollars. */
  quickPicks?: readonly number[];
  /** A 'button' field's link, or where a 'booking-slot' field loads its times. */
  href?: string;
  /** A 'booking-slot' field's endpoint per location id: each workshop's dealership has its own. */
  slotUrls?: Readonly<Record<string, string>>;
  /** A phone field that asks for a mobile (SPEC 5 contact form: "phone (mobile)"). */
  mobileOnly?: boolean;
  /** The input's maxLength where it depends on the site (a ZIP+4 is longer than a 4-digit postcode). */
  maxLength?: number;
  /** Full width in the two-column grid. */
  wide?: boolean;
};

type StepDefinition = {
  title: string;
  fields: readonly FieldDefinition[];
  /** A step the shopper may pass over with Skip (SPEC 4 "the step skipped from"). */
  skippable?: boolean;
};

export type FormDefinition = {
  /** Identifies the form in the page (ids, analytics). */
  id: string;
  title: string;
  /** The lead category; a form about a car takes it from the car type instead (SPEC 4). */
  category: string;
  /** SPEC 4: a form about a car reports the category of its car type. */
  categoryFromCarType?: boolean;
  /** The lead subcategory (SPEC 3 Lead tracking) when the form is one of several filed under one category. */
  subcategory?: string;
  steps: readonly StepDefinition[];
  submitLabel: string;
  /** Anchor id of the form on its page (SPEC 2: #finance-form). */
  anchor?: string;
  /** "Find my car by rego": one lookup fills these fields, which stay editable (docs/vehicle-data.md). */
  vehicleLookup?: VehicleLookupDefinition;
};

/** The form's own field names a looked-up vehicle fills, and where plates are issued (null asks in free text). */
export type VehicleLookupDefinition = {
  fills: { rego: string; regoState?: string; make: string; model: string; year: string };
  regoStates: readonly FieldOption[] | null;
};

/** The vehicle a form is about: the car page's own, or the car_id a form page was opened with. */
export type FormCar = { id: number; name: string; carType: string; stockNumber: string; make: string; model: string; slug: string };

/** Everything about the site a form needs in the browser; plain data, no secrets. */
export type FormSite = {
  slug: string;
  /** Dates in the form (booking days) are written the way the site's locale writes them. */
  locale: Locale;
  rules: FormRules;
  locations: readonly { id: number; name: string; dealershipSlug: string | null }[];
  /** Whether the site has an analytics events endpoint (SPEC 7); the address stays on the server. */
  analytics: boolean;
  /** The form engine's words in the site's locale (src/i18n). */
  texts: Messages['forms'];
};

/** Values that start filled in: query prefill, the car, the chosen location. */
export type FormValues = Record<string, unknown>;
