import type { FeedColumn } from './columns';

/**
 * The common XML inventory feed shape (docs/stock-import.md): a root holding one element per
 * vehicle (`vehicle`, `listing`, `car` or `item`), its fields as child elements named like the
 * CSV columns or by the names inventory systems commonly use, photos as repeated child elements
 * of an `images`/`photos` element.
 */
export const XML_RECORD_ELEMENTS: ReadonlySet<string> = new Set(['vehicle', 'listing', 'car', 'item']);

export const XML_LIST_ELEMENTS: Readonly<Record<string, FeedColumn>> = {
  images: 'images',
  photos: 'images',
  features: 'features',
  options: 'features',
};

const ALIASES: Readonly<Record<string, FeedColumn>> = {
  stock_number: 'stocknum',
  stockno: 'stocknum',
  stock: 'stocknum',
  vehicle_id: 'stocknum',
  mileage: 'km',
  odometer: 'km',
  condition: 'car_type',
  type: 'car_type',
  trim: 'badge',
  variant: 'badge',
  color: 'colour',
  exterior_color: 'colour',
  fuel_type: 'simple_fuel',
  fuel: 'simple_fuel',
  body_style: 'simple_body',
  body: 'simple_body',
  drivetrain: 'simple_drive',
  drive: 'simple_drive',
  title: 'name',
  was_price: 'before_price',
  location_slug: 'location',
};

/** The feed column a vehicle's child element fills, by its local name (case-insensitive). */
export function xmlFieldColumn(element: string, known: ReadonlySet<string>): FeedColumn | null {
  const name = element.toLowerCase();
  if (known.has(name)) return name as FeedColumn;
  return ALIASES[name] ?? null;
}
