import { z } from 'zod';

/**
 * The stock feed's column set (docs/stock-import.md): the CSV header names, the XML element
 * names and the JSON keys, in the car API's snake_case. Lists (features, images) are separated by
 * '|' in CSV; JSON gives them as arrays.
 */
export const FEED_COLUMNS = [
  'stocknum',
  'make',
  'model',
  'year',
  'car_type',
  'name',
  'badge',
  'series',
  'km',
  'vin',
  'price',
  'before_price',
  'status',
  'location',
  'colour',
  'transmission',
  'simple_fuel',
  'simple_body',
  'simple_drive',
  'seats',
  'description',
  'features',
  'images',
  'tag',
  'reserved',
  'show_on_dealer_website',
] as const;

export type FeedColumn = (typeof FEED_COLUMNS)[number];

/** Columns a feed cannot do without: the stock number it is keyed by and what makes a listing. */
const REQUIRED_COLUMNS: readonly FeedColumn[] = ['stocknum', 'make', 'model', 'year', 'car_type'];

const feedColumnSchema = z.enum(FEED_COLUMNS, { error: `Expected one of the feed columns: ${FEED_COLUMNS.join(', ')}.` });

/**
 * A mapping file names the dealer's own columns: `columns: { "Stock No": stocknum, ... }`.
 * Columns it does not name keep their own names.
 */
export const columnMappingSchema = z.strictObject({
  columns: z.record(z.string().min(1), feedColumnSchema),
});

export type ColumnMapping = z.infer<typeof columnMappingSchema>;

/** The feed column each header cell stands for (trimmed, case-insensitive), or null for a column we do not read. */
export function mapHeader(header: readonly string[], mapping?: ColumnMapping): (FeedColumn | null)[] {
  const renamed = new Map(Object.entries(mapping?.columns ?? {}).map(([from, to]) => [from.trim().toLowerCase(), to]));
  const known = new Set<string>(FEED_COLUMNS);
  return header.map((cell) => {
    const key = cell.trim().toLowerCase();
    const target = renamed.get(key) ?? key;
    return known.has(target) ? (target as FeedColumn) : null;
  });
}

/** Required columns the header lacks. */
export function missingColumns(columns: readonly (FeedColumn | null)[]): FeedColumn[] {
  return REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
}
