import { z } from 'zod';
import { CAR_CHANGE_LIMITS } from '../validation/car-change';
import type { FeedColumn } from './columns';

/** One car of a stock feed as the import writes it (docs/stock-import.md). */
export type FeedCar = {
  stocknum: string;
  make: string;
  model: string;
  year: number;
  carType: 'new' | 'demo' | 'used';
  name: string;
  badge: string | null;
  series: string | null;
  km: number;
  vin: string | null;
  price: number;
  beforePrice: number | null;
  status: 'in_stock' | 'coming_soon' | 'sold';
  /** Location slug at the dealership; null means the dealership's first stock-holding location. */
  location: string | null;
  colour: string | null;
  transmission: string | null;
  simpleFuel: string | null;
  simpleBody: string | null;
  simpleDrive: string | null;
  seats: number | null;
  description: string | null;
  features: string[];
  images: string[];
  tag: string | null;
  /** Null: the feed does not say, so an update keeps the car's own (a reservation made on the site stays). */
  reserved: boolean | null;
  showOnDealerWebsite: boolean | null;
};

const FEED_LIMITS = { text: 200, description: 20_000, listItems: 200, stocknum: 40, minYear: 1900 } as const;

/** CSV and XML give every value as text; an empty cell means 'not given'. */
const blankToUndefined = (v: unknown) => {
  if (v === null) return undefined;
  // JSON feeds may give a stock number or a badge as a number; it is the same text.
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') return v;
  const trimmed = v.trim();
  return trimmed === '' ? undefined : trimmed;
};

const text = (max: number = FEED_LIMITS.text) =>
  z.preprocess(blankToUndefined, z.string({ error: 'Expected text.' }).max(max, `At most ${max} characters.`).optional());

const required = (what: string, max: number = FEED_LIMITS.text) =>
  z.preprocess(blankToUndefined, z.string({ error: `${what} is required.` }).max(max, `At most ${max} characters.`));

const toNumber = (v: unknown) => {
  const given = blankToUndefined(v);
  if (typeof given !== 'string') return given;
  const plain = given.replace(/[$,\s]/g, '');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : given;
};

const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a number.` })
    .int(`${what} must be a whole number.`)
    .min(min, `${what} must be at least ${min}.`)
    .max(max, `${what} is above ${max}.`);

const whole = (what: string, min: number, max: number) => z.preprocess(toNumber, wholeNumber(what, min, max).optional());

const TRUE = ['true', 'yes', 'y', '1'];
const FALSE = ['false', 'no', 'n', '0'];
const flag = (what: string) =>
  z.preprocess((v) => {
    const given = blankToUndefined(v);
    if (typeof given !== 'string') return given;
    const lower = given.toLowerCase();
    return TRUE.includes(lower) ? true : FALSE.includes(lower) ? false : given;
  }, z.boolean({ error: `${what} must be true or false.` }).optional());

const list = (item: z.ZodType<string>) =>
  z.preprocess(
    (v) => {
      const given = blankToUndefined(v);
      return typeof given === 'string' ? given.split('|').map((s) => s.trim()).filter(Boolean) : given;
    },
    z.array(item, { error: 'Expected a list.' }).max(FEED_LIMITS.listItems, `At most ${FEED_LIMITS.listItems} entries.`).optional(),
  );

const photoUrl = z.url({ protocol: /^https?$/, error: 'Each photo must be an http(s) URL.' });

/** The feed record schema: text in (CSV, XML) or typed values (JSON), a FeedCar out. */
const feedCarSchema = z
  .object({
    stocknum: required('Stock number', FEED_LIMITS.stocknum),
    make: required('Make'),
    model: required('Model'),
    year: z.preprocess(toNumber, z.number({ error: (i) => (i.input === undefined ? 'Year is required.' : 'Year must be a number.') }).pipe(wholeNumber('Year', FEED_LIMITS.minYear, 2100))),
    car_type: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
      z.enum(['new', 'demo', 'used'], { error: 'Car type must be new, demo or used.' }),
    ),
    name: text(),
    badge: text(),
    series: text(),
    km: whole('Odometer', 0, CAR_CHANGE_LIMITS.km),
    vin: text(40),
    price: whole('Price', 0, CAR_CHANGE_LIMITS.price),
    before_price: whole('Before price', 0, CAR_CHANGE_LIMITS.price),
    status: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
      z.enum(['in_stock', 'coming_soon', 'sold'], { error: 'Status must be in_stock, coming_soon or sold.' }).optional(),
    ),
    location: text(),
    colour: text(),
    transmission: text(),
    simple_fuel: text(),
    simple_body: text(),
    simple_drive: text(),
    seats: whole('Seats', 0, 100),
    description: text(FEED_LIMITS.description),
    features: list(z.string().max(FEED_LIMITS.text)),
    images: list(photoUrl),
    tag: text(),
    reserved: flag('Reserved'),
    show_on_dealer_website: flag('Show on dealer website'),
  } satisfies Record<FeedColumn, z.ZodType>)
  .transform(
    (r): FeedCar => ({
      stocknum: r.stocknum,
      make: r.make,
      model: r.model,
      year: r.year,
      carType: r.car_type,
      name: r.name ?? [r.year, r.make, r.model, r.badge].filter(Boolean).join(' '),
      badge: r.badge ?? null,
      series: r.series ?? null,
      km: r.km ?? 0,
      vin: r.vin ?? null,
      price: r.price ?? 0,
      beforePrice: r.before_price ?? null,
      status: r.status ?? 'in_stock',
      location: r.location ?? null,
      colour: r.colour ?? null,
      transmission: r.transmission ?? null,
      simpleFuel: r.simple_fuel ?? null,
      simpleBody: r.simple_body ?? null,
      simpleDrive: r.simple_drive ?? null,
      seats: r.seats ?? null,
      description: r.description ?? null,
      features: r.features ?? [],
      images: r.images ?? [],
      tag: r.tag ?? null,
      reserved: r.reserved ?? null,
      showOnDealerWebsite: r.show_on_dealer_website ?? null,
    }),
  );

export type FeedCarResult = { ok: true; car: FeedCar } | { ok: false; reason: string };

/** One record checked: the car, or every problem as 'column: message' in one line. */
export function parseFeedCar(record: Readonly<Record<string, unknown>>): FeedCarResult {
  const parsed = feedCarSchema.safeParse(record);
  if (parsed.success) return { ok: true, car: parsed.data };
  const reason = parsed.error.issues.map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ');
  return { ok: false, reason };
}
