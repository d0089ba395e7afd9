import { z } from 'zod';
import { ITEM_TYPE_VALUES } from '../item-type';
import { CAR_TYPES } from '../site-config';
import { slugify } from '../slug';
import { CAR_CHANGE_LIMITS } from './car-change';
import { isLocalImagePath } from '../image-path';

/**
 * A car as dealers send it, in the SPEC 3 snake_case field names: one schema for the dealer API
 * (`PUT /api/v1/dealer/cars/{stock_number}`, docs/dealer-api.md) and the stock feed import
 * (docs/stock-import.md), so both accept the same values with the same messages. A car described
 * whole gets its default for every field left out. The same schema generates the dealer API's
 * OpenAPI document (src/dealer-api/openapi.ts).
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

/** "X is required." for a missing field, `otherwise` for a value of the wrong type. */
const typeError = (what: string, otherwise: string) => (issue: { input?: unknown }) => (issue.input === undefined ? `${what} is required.` : otherwise);

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

const carFields = {
  make: text('Make'),
  model: text('Model'),
  year: z
    .number({ error: typeError('Year', 'Year must be a number.') })
    .int('Year must be a whole number.')
    .min(CAR_INPUT_LIMITS.yearMin, `Year is before ${CAR_INPUT_LIMITS.yearMin}.`)
    .max(2100, 'Year is after 2100.'),
  car_type: z.enum(CAR_TYPES, { error: typeError('Car type', 'Car type must be new, demo or used.') }),
  price: wholeNumber('Price', CAR_CHANGE_LIMITS.price).meta({ description: 'Whole dollars in the site currency; 0 means price on application.' }),
  name: text('Name', 200).optional().meta({ description: 'Defaults to year, make, model and badge.' }),
  badge: text('Badge').nullable().default(null),
  series: text('Series').nullable().default(null),
  km: wholeNumber('Odometer', CAR_CHANGE_LIMITS.km).default(0),
  vin: text('VIN', 17).nullable().default(null),
  before_price: wholeNumber('Before price', CAR_CHANGE_LIMITS.price).nullable().default(null),
  subscription_price: wholeNumber('Subscription price', CAR_CHANGE_LIMITS.price).nullable().default(null),
  item_type: z.enum(ITEM_TYPE_VALUES, { error: 'Item type must be car, truck, motorcycle or rv.' }).default('car'),
  status: z.enum(CAR_STATUSES, { error: 'Status must be in_stock, coming_soon or sold.' }).default('in_stock'),
  reserved: flag('Reserved').default(false),
  reservable: flag('Reservable').nullable().default(null),
  preorder: flag('Pre-order').default(false),
  certified: flag('Certified').default(false),
  show_on_dealer_website: flag('Show on dealer website').default(true),
  tag: text('Tag', 40).nullable().default(null),
  location_id: z
    .number({ error: 'Location must be a location id.' })
    .int('Location must be a location id.')
    .positive('Location must be a location id.')
    .optional()
    .meta({ description: "One of the dealership's locations; defaults to its primary location." }),
  simple_body: text('Body').nullable().default(null),
  simple_fuel: text('Fuel').nullable().default(null),
  simple_drive: text('Drive').nullable().default(null),
  transmission: text('Transmission').nullable().default(null),
  colour: text('Colour').nullable().default(null),
  seats: z
    .number({ error: 'Seats must be a number.' })
    .int('Seats must be a whole number.')
    .min(1, 'Seats must be at least 1.')
    .max(CAR_INPUT_LIMITS.seats, `Seats is above ${CAR_INPUT_LIMITS.seats}.`)
    .nullable()
    .default(null),
  categories: textList('Categories').default([]),
  features: textList('Features').default([]),
  description: text('Description', CAR_INPUT_LIMITS.description).nullable().default(null),
  images: z
    .array(imageUrl, { error: 'Images must be a list of URLs.' })
    .max(CAR_INPUT_LIMITS.images, `A car has at most ${CAR_INPUT_LIMITS.images} images.`)
    .default([])
    .meta({ description: 'Photo URLs in display order; the first is the primary image.' }),
};

const NOT_A_FIELD = 'This field is not part of a car.';

/** The dealer API's car: every field of a car, the stock number being in the path. */
export const dealerCarSchema = z
  .strictObject(carFields, { error: (issue) => (issue.code === 'unrecognized_keys' ? NOT_A_FIELD : 'Send the car as a JSON object.') })
  .meta({ id: 'DealerCar', description: 'A car of the dealership, described whole.' });

/**
 * A stock feed's car: the same fields, with what a feed row says differently. The stock number is
 * in the row; the location is named by its slug; a missing price means price on application; a
 * feed silent on reserved or show-on-website leaves the car's own (a reservation made on the site
 * stays), so those default to null.
 */
export const feedCarSchema = dealerCarSchema.extend({
  stocknum: stockNumberSchema,
  location: text('Location').optional(),
  price: carFields.price.default(0),
  reserved: flag('Reserved').nullable().default(null),
  show_on_dealer_website: flag('Show on dealer website').nullable().default(null),
});

export type DealerCarBody = z.output<typeof dealerCarSchema>;
export type FeedCarBody = z.output<typeof feedCarSchema>;

/**
 * A car as the one stock write path takes it (src/db/queries/stock-cars.ts), in the columns'
 * own names. Reserved and show-on-website null: keep the car's own (or the default for a new car).
 */
export type CarWrite = {
  stocknum: string;
  slug: string;
  location_id: number;
  name: string;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  year: number;
  km: number;
  vin: string | null;
  price: number;
  before_price: number | null;
  subscription_price: number | null;
  car_type: string;
  item_type: string;
  status: string;
  reserved: boolean | null;
  reservable: boolean | null;
  preorder: boolean;
  certified: boolean;
  show_on_dealer_website: boolean | null;
  tag: string | null;
  simple_body: string | null;
  simple_fuel: string | null;
  simple_drive: string | null;
  transmission: string | null;
  colour: string | null;
  seats: number | null;
  categories: string[];
  features: string[];
  description: string | null;
  images: { url: string; thumbUrl: string }[];
};

/** Columns a write may describe; on an existing car, the others stay as they are. */
export type CarWriteColumn = Exclude<keyof CarWrite, 'stocknum' | 'slug'>;

/** What the dealer API describes: the whole car. */
export const DEALER_CAR_COLUMNS: readonly CarWriteColumn[] = [
  'location_id', 'name', 'make', 'model', 'badge', 'series', 'year', 'km', 'vin', 'price', 'before_price', 'subscription_price',
  'car_type', 'item_type', 'status', 'reserved', 'reservable', 'preorder', 'certified', 'show_on_dealer_website', 'tag',
  'simple_body', 'simple_fuel', 'simple_drive', 'transmission', 'colour', 'seats', 'categories', 'features', 'description', 'images',
];

/** The slug of a new car: year, make, model, badge and stock number, as the demo stock has them. */
export function newCarSlug(car: { year: number; make: string; model: string; badge: string | null; stocknum: string }): string {
  return slugify([car.year, car.make, car.model, car.badge, car.stocknum].filter((part) => part !== null).join('-'));
}

/** A checked car as the write path takes it. */
export function toCarWrite(stocknum: string, body: DealerCarBody | FeedCarBody, locationId: number): CarWrite {
  const car = { ...body, stocknum };
  return {
    stocknum,
    slug: newCarSlug(car),
    location_id: locationId,
    name: body.name ?? [body.year, body.make, body.model, body.badge].filter((part) => part !== null).join(' '),
    make: body.make,
    model: body.model,
    badge: body.badge,
    series: body.series,
    year: body.year,
    km: body.km,
    vin: body.vin,
    price: body.price,
    before_price: body.before_price,
    subscription_price: body.subscription_price,
    car_type: body.car_type,
    item_type: body.item_type,
    status: body.status,
    reserved: body.reserved,
    reservable: body.reservable,
    preorder: body.preorder,
    certified: body.certified,
    show_on_dealer_website: body.show_on_dealer_website,
    tag: body.tag,
    simple_body: body.simple_body,
    simple_fuel: body.simple_fuel,
    simple_drive: body.simple_drive,
    transmission: body.transmission,
    colour: body.colour,
    seats: body.seats,
    categories: body.categories,
    features: body.features,
    description: body.description,
    // Photos are recorded as given; next/image resizes remote ones (allowed hosts: IMAGE_REMOTE_HOSTS).
    images: body.images.map((url) => ({ url, thumbUrl: url })),
  };
}
