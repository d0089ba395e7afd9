/**
 * Length and range limits of every field. Exported so inputs can carry the same `maxLength` the
 * schemas enforce. Where the spec gives no number, the limit is generous for real input and only
 * stops junk and oversized requests.
 */

export const NAME_MAX_LENGTH = 50;
export const FULL_NAME_MAX_LENGTH = 100;
/** RFC 5321's longest deliverable address. */
export const EMAIL_MAX_LENGTH = 254;
export const MESSAGE_MAX_LENGTH = 5000;
/** Categories, subcategories, makes, models, slugs, select values. */
export const SHORT_TEXT_MAX_LENGTH = 100;
export const STOCK_NUMBER_MAX_LENGTH = 30;
export const LEAD_ID_MAX_LENGTH = 64;
export const SOURCE_MAX_LENGTH = 50;

/** Formatting included; no real number of any region allowed here is longer. */
export const PHONE_INPUT_MAX_LENGTH = 30;
/** SPEC 5: a New Zealand number must be under 15 characters (counted without spaces, brackets, hyphens and dots). */
export const NZ_PHONE_MAX_CHARACTERS = 14;
/** A New Zealand local number without its area code has 7 digits; fewer cannot be dialled. */
export const NZ_PHONE_MIN_DIGITS = 7;

/** Plates are short everywhere the product sells; the limit rejects junk, not plates. */
export const REGO_MAX_LENGTH = 9;
export const DATE_TIME_MAX_LENGTH = 40;
export const CURRENCY_MAX = 10_000_000;
export const KM_MAX = 2_000_000;
export const YEAR_MIN = 1900;
/** Model years run ahead of the calendar. */
export const YEAR_MAX_AHEAD = 1;

export const STEP_MAX = 20;
export const ADDITIONAL_SERVICES_MAX = 30;
/** Form-specific answers (trade-in, finance, service) that are not SPEC 3 Lead fields. */
export const EXTRA_FIELDS_MAX = 60;
export const EXTRA_KEY_MAX_LENGTH = 64;
export const EXTRA_LIST_MAX = 30;

// Tracking data: trimmed to these sizes, never a reason to refuse a lead (see lead.ts).
export const URL_MAX_LENGTH = 2048;
export const USER_AGENT_MAX_LENGTH = 512;
export const VISITED_PAGES_MAX = 50;
export const QUERY_PARAMS_MAX = 30;
export const QUERY_PARAM_KEY_MAX_LENGTH = 100;
export const QUERY_PARAM_VALUE_MAX_LENGTH = 500;
