import { z } from 'zod';
import { CAR_TYPES } from '../site-config';
import { slugify } from '../slug';
import { CAR_CHANGE_LIMITS } from './car-change';

/**
 * A dealer's car as the dealer API takes it (`PUT /api/v1/dealer/cars/{stock_number}`, docs/dealer-api.md),
 * in the SPEC 3 snake_case field names. A PUT describes the whole car: a field left out gets its
 * default, so sending the same body twice leaves the same car. The same schemas generate the
 * API's OpenAPI document (src/dealer-api/openapi.ts), so the document cannot drift from the checks.
 */

const DEALER_CAR_LIMITS = {
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

const ITEM_TYPES = ['car', 'truck', 'motorcycle', 'rv'] as const;
const CAR_STATUSES = ['in_stock', 'coming_soon', 'sold'] as const;

const STOCK_NUMBER = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** A stock number as it appears in a URL path: what identifies a car within its dealership. */
export const stockNumberSchema = z
  .string()
  .max(DEALER_CAR_LIMITS.stockNumber, `A stock number has at most ${DEALER_CAR_LIMITS.stockNumber} characters.`)
  .regex(STOCK_NUMBER, 'A stock number is letters and digits, with dots, hyphens or underscores inside.')
  .meta({ description: "The dealer's stock number, unique within the dealership.", example: 'HT1234U' });

/** "X is required." for a missing field, `otherwise` for a value of the wrong type. */
const typeError = (what: string, otherwise: string) => (issue: { input?: unknown }) => (issue.input === undefined ? `${what} is required.` : otherwise);

const wholeNumber = (what: string, max: number) =>
  z
    .number({ error: typeError(what, `${what} must be a number.`) })
    .int(`${what} must be a whole number.`)
    .min(0, `${what} cannot be negative.`)
    .max(max, `${what} is above ${max}.`);

const text = (what: string, max: number = DEALER_CAR_LIMITS.text) =>
  z
    .string({ error: typeError(what, `${what} must be text.`) })
    .trim()
    .min(1, `${what} cannot be empty.`)
    .max(max, `${what} has at most ${max} characters.`);

const flag = (what: string) => z.boolean({ error: `${what} must be true or false.` });

const textList = (what: string) =>
  z
    .array(text(what, DEALER_CAR_LIMITS.listItem), { error: `${what} must be a list of text.` })
    .max(DEALER_CAR_LIMITS.listItems, `${what} has at most ${DEALER_CAR_LIMITS.listItems} entries.`);

/** A photo: an http(s) URL, or a path on this installation ('/media/...'). */
const imageUrl = z
  .string({ error: 'An image is a URL.' })
  .max(DEALER_CAR_LIMITS.url, `An image URL has at most ${DEALER_CAR_LIMITS.url} characters.`)
  .refine((value) => {
    if (/^\/(?!\/)\S*$/.test(value)) return true;
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'An image is an http(s) URL or a path starting with /.');

export const dealerCarSchema = z
  .strictObject(
    {
      make: text('Make'),
      model: text('Model'),
      year: z
        .number({ error: typeError('Year', 'Year must be a number.') })
        .int('Year must be a whole number.')
        .min(DEALER_CAR_LIMITS.yearMin, `Year is before ${DEALER_CAR_LIMITS.yearMin}.`)
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
      item_type: z.enum(ITEM_TYPES, { error: 'Item type must be car, truck, motorcycle or rv.' }).default('car'),
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
        .max(DEALER_CAR_LIMITS.seats, `Seats is above ${DEALER_CAR_LIMITS.seats}.`)
        .nullable()
        .default(null),
      categories: textList('Categories').default([]),
      features: textList('Features').default([]),
      description: text('Description', DEALER_CAR_LIMITS.description).nullable().default(null),
      images: z
        .array(imageUrl, { error: 'Images must be a list of URLs.' })
        .max(DEALER_CAR_LIMITS.images, `A car has at most ${DEALER_CAR_LIMITS.images} images.`)
        .default([])
        .meta({ description: 'Photo URLs in display order; the first is the primary image.' }),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'This field is not part of a car.' : 'Send the car as a JSON object.') },
  )
  .meta({ id: 'DealerCar', description: 'A car of the dealership, described whole.' });

export type DealerCarBody = z.output<typeof dealerCarSchema>;

/** The car as the data layer stores it (camelCase, defaults applied). */
export type DealerCar = {
  stocknum: string;
  name: string;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  year: number;
  km: number;
  vin: string | null;
  price: number;
  beforePrice: number | null;
  subscriptionPrice: number | null;
  carType: string;
  itemType: string;
  status: string;
  reserved: boolean;
  reservable: boolean | null;
  preorder: boolean;
  certified: boolean;
  showOnDealerWebsite: boolean;
  tag: string | null;
  locationId: number | undefined;
  simpleBody: string | null;
  simpleFuel: string | null;
  simpleDrive: string | null;
  transmission: string | null;
  colour: string | null;
  seats: number | null;
  categories: string[];
  features: string[];
  description: string | null;
  images: { url: string; thumbUrl: string }[];
};

export function toDealerCar(stocknum: string, body: DealerCarBody): DealerCar {
  return {
    stocknum,
    name: body.name ?? [body.year, body.make, body.model, body.badge].filter((part) => part !== null).join(' '),
    make: body.make,
    model: body.model,
    badge: body.badge,
    series: body.series,
    year: body.year,
    km: body.km,
    vin: body.vin,
    price: body.price,
    beforePrice: body.before_price,
    subscriptionPrice: body.subscription_price,
    carType: body.car_type,
    itemType: body.item_type,
    status: body.status,
    reserved: body.reserved,
    reservable: body.reservable,
    preorder: body.preorder,
    certified: body.certified,
    showOnDealerWebsite: body.show_on_dealer_website,
    tag: body.tag,
    locationId: body.location_id,
    simpleBody: body.simple_body,
    simpleFuel: body.simple_fuel,
    simpleDrive: body.simple_drive,
    transmission: body.transmission,
    colour: body.colour,
    seats: body.seats,
    categories: body.categories,
    features: body.features,
    description: body.description,
    images: body.images.map((url) => ({ url, thumbUrl: url })),
  };
}

export const carReservedSchema = z
  .strictObject(
    { reserved: flag('Reserved') },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'This field cannot be changed here.' : 'Send {"reserved": true} or {"reserved": false}.') },
  )
  .meta({ id: 'CarReserved' });

/** What every car call of the dealer API answers: the car's identity and stock state after the change. */
export const carStateSchema = z
  .object({
    id: z.number().int(),
    slug: z.string().meta({ description: "The car page's path on each site is /cars/{slug}." }),
    stock_number: z.string(),
    status: z.enum(CAR_STATUSES),
    reserved: z.boolean(),
    sold_at: z.iso.datetime().nullable(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'CarState' });

export type CarStateJson = z.output<typeof carStateSchema>;

/** The slug of a new car: year, make, model, badge and stock number, as the demo stock has them. */
export function newCarSlug(car: Pick<DealerCar, 'year' | 'make' | 'model' | 'badge' | 'stocknum'>): string {
  return slugify([car.year, car.make, car.model, car.badge, car.stocknum].filter((part) => part !== null).join('-'));
}
