import type { CarFields } from '../car-merge';
import { FEED_COLUMNS, type FeedColumn } from '../stock-feed/columns';

/**
 * The console's car editor speaks the stock feed's columns (docs/stock-import.md), so a car typed
 * in by hand passes the very checks a feed row does (src/domain/stock-feed/feed-car.ts): one rule
 * set, the same messages. Its inputs are text; lists are one entry per line, where a feed's CSV
 * cell separates them with '|'.
 */
export type CarFormValues = Record<FeedColumn, string>;

const LIST_COLUMNS: readonly FeedColumn[] = ['features', 'images'];

export const EMPTY_CAR_FORM: CarFormValues = Object.fromEntries(FEED_COLUMNS.map((c) => [c, ''])) as CarFormValues;

/** The editor's values for a stored car; its location is named by slug, as a feed names it. */
export function carFormValues(stocknum: string, car: CarFields, locationSlug: string): CarFormValues {
  const number = (n: number | null) => (n === null ? '' : String(n));
  return {
    stocknum,
    make: car.make,
    model: car.model,
    year: String(car.year),
    car_type: car.car_type,
    name: car.name,
    badge: car.badge ?? '',
    series: car.series ?? '',
    km: String(car.km),
    vin: car.vin ?? '',
    price: car.price > 0 ? String(car.price) : '',
    before_price: number(car.before_price),
    status: car.status,
    location: locationSlug,
    colour: car.colour ?? '',
    transmission: car.transmission ?? '',
    simple_fuel: car.simple_fuel ?? '',
    simple_body: car.simple_body ?? '',
    simple_drive: car.simple_drive ?? '',
    seats: number(car.seats),
    description: car.description ?? '',
    features: car.features.join('\n'),
    images: car.images.map((i) => i.url).join('\n'),
    tag: car.tag ?? '',
    reserved: car.reserved ? 'true' : 'false',
    show_on_dealer_website: car.show_on_dealer_website ? 'true' : 'false',
  };
}

/**
 * A submitted form as a feed record: each column's text, lists joined as a feed's CSV cell joins
 * them. A column the form did not send stays out of the record (the car keeps its own).
 */
export function carFormRecord(get: (name: string) => unknown): Record<string, string> {
  const record: Record<string, string> = {};
  for (const column of FEED_COLUMNS) {
    const value = get(column);
    if (typeof value !== 'string') continue;
    record[column] = LIST_COLUMNS.includes(column) ? value.split(/\r?\n/).join('|') : value;
  }
  return record;
}
