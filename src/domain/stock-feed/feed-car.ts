import { feedCarSchema, type FeedCarBody } from '../validation/car-input';
import { fieldErrors, type FieldErrors } from '../validation/field-errors';
import { FEED_COLUMNS, type FeedColumn } from './columns';

/**
 * One stock feed record checked by the car schema the dealer API uses (src/domain/validation/car-input.ts).
 * CSV and XML give every value as text, so each column's text is first read as the value the
 * schema expects: '$23,990' a number, 'yes' true, 'a|b' a list. JSON feeds give typed values,
 * which pass through. A column the record lacks stays absent (the car keeps its own); a blank
 * cell, an empty element or a JSON null is empty (null), which clears the field where clearing
 * is allowed (src/domain/car-merge.ts).
 */

/** A blank value is empty (null); a JSON feed may give a stock number or a badge as a number, the same text. */
const blankToNull = (v: unknown) => {
  if (v === null) return null;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') return v;
  const trimmed = v.trim();
  return trimmed === '' ? null : trimmed;
};

const asNumber = (v: unknown) => {
  if (typeof v === 'number') return v;
  const given = blankToNull(v);
  if (typeof given !== 'string') return given;
  const plain = given.replace(/[$,\s]/g, '');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : given;
};

const TRUE = ['true', 'yes', 'y', '1'];
const FALSE = ['false', 'no', 'n', '0'];
const asFlag = (v: unknown) => {
  if (typeof v === 'boolean') return v;
  const given = blankToNull(v);
  if (typeof given !== 'string') return given;
  const lower = given.toLowerCase();
  return TRUE.includes(lower) ? true : FALSE.includes(lower) ? false : given;
};

const asList = (v: unknown) => {
  const given = blankToNull(v);
  return typeof given === 'string' ? given.split('|').map((s) => s.trim()).filter(Boolean) : given;
};

const asLowerWord = (v: unknown) => {
  const given = blankToNull(v);
  return typeof given === 'string' ? given.toLowerCase() : given;
};

const READ_AS: Partial<Record<FeedColumn, (v: unknown) => unknown>> = {
  year: asNumber,
  km: asNumber,
  price: asNumber,
  before_price: asNumber,
  seats: asNumber,
  car_type: asLowerWord,
  status: asLowerWord,
  reserved: asFlag,
  show_on_dealer_website: asFlag,
  features: asList,
  images: asList,
};

/** The record's feed columns as typed values; anything else in it (a JSON car's id or finance) is not the feed's. */
function typedRecord(record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const typed: Record<string, unknown> = {};
  for (const column of FEED_COLUMNS) {
    if (record[column] === undefined) continue;
    typed[column] = (READ_AS[column] ?? blankToNull)(record[column]);
  }
  return typed;
}

export type FeedCarResult = { ok: true; car: FeedCarBody } | { ok: false; reason: string };

/**
 * One record checked, with every problem filed under its column: what a form (the console's car
 * editor, which sends the feed's columns as text) shows beside each input.
 */
export function checkFeedCar(record: Readonly<Record<string, unknown>>): { ok: true; car: FeedCarBody } | { ok: false; errors: FieldErrors } {
  const parsed = feedCarSchema.safeParse(typedRecord(record));
  return parsed.success ? { ok: true, car: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}

const feedChangeSchema = feedCarSchema.partial();

/** Some of a car's columns, checked by the same rules: a quick edit of one field. */
export function checkFeedChange(record: Readonly<Record<string, unknown>>): { ok: true; change: Partial<FeedCarBody> } | { ok: false; errors: FieldErrors } {
  const parsed = feedChangeSchema.safeParse(typedRecord(record));
  return parsed.success ? { ok: true, change: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}

/** One record checked: the car, or every problem as 'column: message' in one line. */
export function parseFeedCar(record: Readonly<Record<string, unknown>>): FeedCarResult {
  const parsed = feedCarSchema.safeParse(typedRecord(record));
  if (parsed.success) return { ok: true, car: parsed.data };
  const reason = parsed.error.issues.map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
  return { ok: false, reason };
}
