import { z } from 'zod';
import { ITEM_TYPE_VALUES } from '../item-type';
import { CAR_TYPES } from '../site-config';
import { slugify } from '../slug';
import { CAR_CHANGE_LIMITS } from './car-change';
import { isLocalImagePath } from '../image-path';
import type { CarFields, CarPatch } from '../car-merge';

/**
 * A car as dealers send it, in the SPEC 3 snake_case field names: one schema for the dealer API
 * (`PUT /api/v1/dealer/cars/{stock_number}`, docs/dealer-api.md) and the stock feed import
 * (docs/stock-import.md), so both accept the same values with the same messages. What a field
 * left out or sent empty does is the one merge rule (src/domain/car-merge.ts). The same schemas
 * generate the dealer API's OpenAPI document (src/dealer-api/openapi.ts).
 */

const CAR_INPUT_LIMITS = {
  stockNumber: 40,
  text: 120,
  description: 20_000,
  listItems: 100,
  listItem: 200,
  images: 50,
  url: 2_000,
  seats: 100,
  yearMin: 1900,
} as const;

export const CAR_STATUSES = ['in_stock', 'coming_soon', 'sold'] as const;

const STOCK_NUMBER = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** "X is required." for a field missing or empty (null), `otherwise` for a value of the wrong type. */
const typeError = (what: string, otherwise: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? `${what} is required.` : otherwise;

/** A stock number, as it also appears in a dealer API path: what identifies a car within its dealership. */
export const stockNumberSchema = z
  .string({ error: typeError('Stock number', 'A stock number is text.') })
  .max(CAR_INPUT_LIMITS.stockNumber, `A stock number has at most ${CAR_INPUT_LIMITS.stockNumber} characters.`)
  .regex(STOCK_NUMBER, 'A stock number is letters and digits, with dots, hyphens or underscores inside.')
  .meta({ description: "The dealer's stock number, unique within the dealership.", example: 'HT1234U' });

const wholeNumber = (what: string, max: number) =>
  z
    .number({ error: typeError(what, `${what} must be a number.`) })
    .int(`${what} must be a whole number.`)
    .min(0, `${what} cannot be negative.`)
    .max(max, `${what} is above ${max}.`);

const text = (what: string, max: number = CAR_INPUT_LIMITS.text) =>
  z
    .string({ error: typeError(what, `${what} must be text.`) })
    .trim()
    .min(1, `${what} cannot be empty.`)
    .max(max, `${what} has at most ${max} characters.`);

const flag = (what: string) => z.boolean({ error: `${what} must be true or false.` });

const textList = (what: string) =>
  z
    .array(text(what, CAR_INPUT_LIMITS.listItem), { error: `${what} must be a list of text.` })
    .max(CAR_INPUT_LIMITS.listItems, `${what} has at most ${CAR_INPUT_LIMITS.listItems} entries.`);

/** A photo: an http(s) URL, or a path on this installation ('/media/...'). */
const imageUrl = z
  .string({ error: 'An image is a URL.' })
  .max(CAR_INPUT_LIMITS.url, `An image URL has at most ${CAR_INPUT_LIMITS.url} characters.`)
  .refine((value) => {
    if (value.startsWith('/')) return isLocalImagePath(value);
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'An image is an http(s) URL or a path starting with /.');

/** The fields a car cannot do without: a new car must be given them, and none can be cleared. */
const requiredFields = {
  make: text('Make'),
  model: text('Model'),
  year: z
    .number({ error: typeError('Year', 'Year must be a number.') })
    .int('Year must be a whole number.')
    .min(CAR_INPUT_LIMITS.yearMin, `Year is before ${CAR_INPUT_LIMITS.yearMin}.`)
    .max(2100, 'Year is after 2100.'),
  car_type: z.enum(CAR_TYPES, { error: typeError('Car type', 'Car type must be new, demo or used.') }),
};

const price = wholeNumber('Price', CAR_CHANGE_LIMITS.price)
  .nullable()
  .meta({ description: 'Whole dollars in the site currency; 0 (or null) means price on application.' });

/**
 * Every other field: left out, a car keeps its own (a new car gets the default); null clears it
 * where clearing is allowed. What clearing means per field is src/domain/car-merge.ts.
 */
const optionalFields = {
  name: text('Name', 200).meta({ description: 'Defaults to year, make, model and badge, and follows them while it is that.' }),
  badge: text('Badge'),
  series: text('Series'),
  km: wholeNumber('Odometer', CAR_CHANGE_LIMITS.km).meta({ description: 'Default 0; null clears it to 0.' }),
  vin: text('VIN', 17),
  before_price: wholeNumber('Before price', CAR_CHANGE_LIMITS.price),
  subscription_price: wholeNumber('Subscription price', CAR_CHANGE_LIMITS.price),
  item_type: z.enum(ITEM_TYPE_VALUES, { error: 'Item type must be car, truck, motorcycle or rv.' }).meta({ description: 'Default car.' }),
  status: z.enum(CAR_STATUSES, { error: 'Status must be in_stock, coming_soon or sold.' }).meta({ description: 'Default in_stock.' }),
  reserved: flag('Reserved').meta({ description: 'Default false; null leaves the car\'s own.' }),
  reservable: flag('Reservable'),
  preorder: flag('Pre-order'),
  certified: flag('Certified'),
  show_on_dealer_website: flag('Show on dealer website').meta({ description: 'Default true; null leaves the car\'s own.' }),
  tag: text('Tag', 40),
  location_id: z
    .number({ error: 'Location must be a location id.' })
    .int('Location must be a location id.')
    .positive('Location must be a location id.')
    .meta({ description: "One of the dealership's locations; defaults to (and null sets) its primary location." }),
  simple_body: text('Body'),
  simple_fuel: text('Fuel'),
  simple_drive: text('Drive'),
  transmission: text('Transmission'),
  colour: text('Colour'),
  seats: z
    .number({ error: 'Seats must be a number.' })
    .int('Seats must be a whole number.')
    .min(1, 'Seats must be at least 1.')
    .max(CAR_INPUT_LIMITS.seats, `Seats is above ${CAR_INPUT_LIMITS.seats}.`),
  categories: textList('Categories'),
  features: textList('Features'),
  description: text('Description', CAR_INPUT_LIMITS.description),
  images: z
    .array(imageUrl, { error: 'Images must be a list of URLs.' })
    .max(CAR_INPUT_LIMITS.images, `A car has at most ${CAR_INPUT_LIMITS.images} images.`)
    .meta({ description: 'Photo URLs in display order; the first is the primary image. [] or null removes them.' }),
};

type OptionalFields = typeof optionalFields;
const leftOutOrCleared = Object.fromEntries(Object.entries(optionalFields).map(([key, schema]) => [key, schema.nullable().optional()])) as {
  [K in keyof OptionalFields]: z.ZodOptional<z.ZodNullable<OptionalFields[K]>>;
};

const NOT_A_FIELD = 'This field is not part of a car.';
const objectError = (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? NOT_A_FIELD : 'Send the car as a JSON object.');

const MERGE_RULE =
  'A field left out keeps what the car has (a new car gets its default); a field sent as null is cleared ' +
  '(make, model, year and car type cannot be; reserved and show_on_dealer_website ignore null).';

/** The dealer API's PUT: the fields a new car needs, and any others; the stock number is in the path. */
export const dealerCarSchema = z
  .strictObject({ ...requiredFields, price, ...leftOutOrCleared }, { error: objectError })
  .meta({ id: 'DealerCar', description: `A car of the dealership. ${MERGE_RULE}` });

/** The dealer API's PATCH (a JSON merge patch, RFC 7396): any fields, with the same rule. */
export const carPatchSchema = z
  .strictObject({ ...requiredFields, price, ...leftOutOrCleared }, { error: objectError })
  .partial()
  .meta({ id: 'DealerCarPatch', description: `Changes to a car, as a JSON merge patch. ${MERGE_RULE}` });

/**
 * A stock feed's car: the same fields, with what a feed row says differently. The stock number is
 * in the row; the location is named by its slug; the price may be left out like any other field.
 */
export const feedCarSchema = dealerCarSchema.extend({
  stocknum: stockNumberSchema,
  location: text('Location').nullable().optional(),
  price: price.optional(),
});

export type CarPatchBody = z.output<typeof carPatchSchema>;
export type FeedCarBody = z.output<typeof feedCarSchema>;

/** A car as the one stock write path takes it (src/db/queries/stock-cars.ts): every field, after the merge. */
export type CarWrite = CarFields & { stocknum: string; slug: string };

/** The slug of a new car: year, make, model, badge and stock number, as the demo stock has them. */
export function newCarSlug(car: { year: number; make: string; model: string; badge: string | null; stocknum: string }): string {
  return slugify([car.year, car.make, car.model, car.badge, car.stocknum].filter((part) => part !== null).join('-'));
}

/**
 * A checked body as the merge takes it (src/domain/car-merge.ts): left-out fields stay absent,
 * nulls stay null, photos become image and thumbnail. A feed's location slug is resolved by the
 * import and given as `location_id`.
 */
export function toCarPatch(body: CarPatchBody | Omit<FeedCarBody, 'location' | 'stocknum'>): CarPatch {
  const { images, ...rest } = body;
  const patch: CarPatch = { ...rest };
  // Photos are recorded as given; next/image resizes remote ones (allowed hosts: IMAGE_REMOTE_HOSTS).
  if (images !== undefined) patch.images = images === null ? null : images.map((url) => ({ url, thumbUrl: url }));
  return patch;
}

/** The merged car with its stock number and the slug it gets if it is new. */
export function toCarWrite(stocknum: string, car: CarFields): CarWrite {
  return { ...car, stocknum, slug: newCarSlug({ ...car, stocknum }) };
}
