import { z } from 'zod';
import { CAR_TYPES } from '../site-config';
import {
  AMOUNT_MESSAGE,
  CHOICE_MESSAGE,
  DATE_TIME_MESSAGE,
  DISTANCE_MESSAGE,
  EMAIL_MESSAGE,
  INVALID_VALUE_MESSAGE,
  NAME_MESSAGE,
  REGO_MESSAGE,
  REQUIRED_MESSAGE,
  TERMS_CONSENT_MESSAGE,
  YEAR_MESSAGE,
  tooLongMessage,
} from './messages';
import {
  CURRENCY_MAX,
  DATE_TIME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  KM_MAX,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  REGO_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  YEAR_MAX_AHEAD,
  YEAR_MIN,
} from './limits';
import { postcodePattern, type PostcodeRule } from './postcode';

/**
 * One zod schema per form field, each carrying its SPEC 5 message. Every schema here is the
 * required form; wrap it in `optional()` where a form lets the shopper leave it empty.
 */

/** Empty inputs arrive as '' (or null from JSON), and mean "not given". */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The field may be left empty; when given it must still pass `schema`. */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (isBlank(value) ? undefined : value), schema.optional());
}

/** How much a form asks of a field that only some sites or forms show. */
export type FieldMode = 'required' | 'optional' | 'hidden';

/**
 * One field whose presence depends on the site: required, optional, or hidden. A hidden field's value
 * is dropped, not checked: it was never the shopper's answer, so it must not block the form.
 */
export function fieldFor<O>(schema: z.ZodType<O>, mode: FieldMode): z.ZodType<O | undefined> {
  if (mode === 'hidden') return z.unknown().transform(() => undefined).optional();
  if (mode === 'optional') return optional(schema);
  return schema;
}

/** Missing values read as the required message; values of the wrong type can only come from a hand-made request. */
const typeError = (issue: { input?: unknown }): string =>
  issue.input === undefined || issue.input === null ? REQUIRED_MESSAGE : INVALID_VALUE_MESSAGE;

/** Trimmed text; blank is the required message, and nothing after it runs so the shopper sees one message. */
function filledText() {
  return z.string({ error: typeError }).trim().min(1, { error: REQUIRED_MESSAGE, abort: true });
}

/** Required trimmed text of at most `max` characters. */
export function requiredText(max: number = SHORT_TEXT_MAX_LENGTH) {
  return filledText().max(max, { error: tooLongMessage(max) });
}

// Letters of any script (José, Zoë) count as alphabetical; the spec allows nothing else but spaces.
const LETTERS_AND_SPACES = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;

function personName(max: number) {
  return requiredText(max)
    .overwrite((name) => name.replace(/\s+/g, ' '))
    .regex(LETTERS_AND_SPACES, { error: NAME_MESSAGE });
}

export const firstNameSchema = personName(NAME_MAX_LENGTH);
export const lastNameSchema = personName(NAME_MAX_LENGTH);
/** SPEC 5: middle name is optional. */
export const middleNameSchema = optional(personName(NAME_MAX_LENGTH));
export const fullNameSchema = personName(FULL_NAME_MAX_LENGTH);

export const emailSchema = requiredText(EMAIL_MAX_LENGTH).pipe(z.email({ error: EMAIL_MESSAGE }));

/**
 * The site's postcode (see postcode.ts). The pattern fixes the length too, so an over-long postcode
 * gets the rule's message rather than a length one.
 */
export function postcodeSchema(rule: PostcodeRule) {
  return filledText().regex(postcodePattern(rule.format), { error: rule.message });
}

export const messageSchema = requiredText(MESSAGE_MAX_LENGTH);

/** Short free text: select values, subcategories, makes and models. */
export const shortTextSchema = requiredText(SHORT_TEXT_MAX_LENGTH);

/** Lower-case words joined by hyphens, as our own pages write categories and slugs. */
export const slugSchema = requiredText(SHORT_TEXT_MAX_LENGTH).regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, {
  error: INVALID_VALUE_MESSAGE,
});

const TRUE_WORDS = new Set(['true', 'on', '1', 'yes']);
const FALSE_WORDS = new Set(['false', 'off', '0', 'no', '']);

/** Checkboxes arrive as booleans from JSON and as words from multipart forms. */
export function toBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === undefined || value === null) return false;
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : undefined;
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  return undefined;
}

/** A checkbox that may stay unticked (opt_in, has_files). */
export const checkboxSchema = z.preprocess(
  (value) => toBoolean(value) ?? value,
  z.boolean({ error: INVALID_VALUE_MESSAGE }),
);


/** SPEC 5 message-now consent: must be ticked. */
export const termsConsentSchema = z.preprocess(
  (value) => toBoolean(value) ?? value,
  z.literal(true, { error: TERMS_CONSENT_MESSAGE }),
);

/** Stored upper case without spaces or hyphens, so 'abc-123' and 'ABC 123' are the same plate. */
export const regoSchema = filledText()
  .overwrite((rego) => rego.replace(/[\s-]/g, '').toUpperCase())
  .regex(new RegExp(`^[A-Z0-9]{1,${REGO_MAX_LENGTH}}$`), { error: REGO_MESSAGE });

/** A real calendar date: the ISO pattern alone lets 30 February through. */
function isRealDate(dateTime: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateTime);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A date-time as a datetime-local input gives it ('2026-03-14T10:30'), or with an offset. Whether it
 * lies in the future is left to the caller, who has a clock; these schemas stay pure.
 */
export const dateTimeSchema = requiredText(DATE_TIME_MAX_LENGTH)
  .pipe(z.iso.datetime({ local: true, offset: true, error: DATE_TIME_MESSAGE }))
  // Only a well-formed value needs the calendar check; a malformed one already has its message.
  .refine(isRealDate, { error: DATE_TIME_MESSAGE, when: (payload) => payload.issues.length === 0 });

/**
 * '$25,000', '25 000', '25000.50' or 25000 -> a number. Strings that are not an amount become NaN so
 * the number schema reports them; blanks become undefined so they read as required.
 */
export function parseNumberInput(value: unknown, pattern: RegExp, strip: RegExp): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return undefined;
  const cleaned = value.replace(strip, '');
  return pattern.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const numberError = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? REQUIRED_MESSAGE : message;

export const currencySchema = z.preprocess(
  (value) => parseNumberInput(value, /^\d+(?:\.\d{1,2})?$/, /[\s,$]/g),
  z
    .number({ error: numberError(AMOUNT_MESSAGE) })
    .min(0, { error: AMOUNT_MESSAGE })
    .max(CURRENCY_MAX, { error: AMOUNT_MESSAGE })
    // Cents are the smallest unit; float noise from arithmetic callers must not reach the dealer.
    .transform((amount) => Math.round(amount * 100) / 100),
);

/** Kilometres (miles on US sites): whole numbers, separators and a trailing unit allowed. */
export const kmSchema = z.preprocess(
  (value) => parseNumberInput(value, /^\d+$/, /[\s,]|(?:kms?|mi|miles)$/gi),
  z
    .number({ error: numberError(DISTANCE_MESSAGE) })
    .int({ error: DISTANCE_MESSAGE })
    .min(0, { error: DISTANCE_MESSAGE })
    .max(KM_MAX, { error: DISTANCE_MESSAGE }),
);

/** A vehicle year; the caller passes the current year so the schema stays free of clocks. */
export function yearSchema(currentYear: number) {
  return z.preprocess(
    (value) => parseNumberInput(value, /^\d{4}$/, /\s/g),
    z
      .number({ error: numberError(YEAR_MESSAGE) })
      .int({ error: YEAR_MESSAGE })
      .min(YEAR_MIN, { error: YEAR_MESSAGE })
      .max(currentYear + YEAR_MAX_AHEAD, { error: YEAR_MESSAGE }),
  );
}

/** Database ids (car_id, location_id) as numbers, also when a select or multipart gives them as text. */
export const idSchema = z.preprocess(
  (value) => parseNumberInput(value, /^\d+$/, /\s/g),
  z
    .number({ error: numberError(INVALID_VALUE_MESSAGE) })
    .int({ error: INVALID_VALUE_MESSAGE })
    .positive({ error: INVALID_VALUE_MESSAGE })
    .max(Number.MAX_SAFE_INTEGER, { error: INVALID_VALUE_MESSAGE }),
);

/** A location select's value. */
export const locationIdSchema = z.preprocess(
  (value) => parseNumberInput(value, /^\d+$/, /\s/g),
  z
    .number({ error: numberError(CHOICE_MESSAGE) })
    .int({ error: CHOICE_MESSAGE })
    .positive({ error: CHOICE_MESSAGE }),
);

export const carTypeSchema = z.enum(CAR_TYPES, { error: CHOICE_MESSAGE });
