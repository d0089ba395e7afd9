/**
 * The search_tally record and place layouts, field by field (migration 0014's search_tally_record
 * and search_tally_place; docs/search.md). decodeTallied (search-tallied.ts) reads the fields in
 * this order; search-tally-layout.test.ts checks the migration's SQL and the decoder against it.
 */
type Packing =
  /** A number, never null. */
  | 'number'
  /** A text, never null. */
  | 'text'
  /** U+0002 before a present text, nothing for null. */
  | 'optional text'
  /** A number's text, nothing for null. */
  | 'optional number'
  /** A boolean as 0 or 1. */
  | 'flag'
  /** A timestamp as whole microseconds since the epoch. */
  | 'microseconds'
  /** Two fields: the array's length, then its elements joined by U+001D. */
  | 'list';

export type TallyField = { column: string; packing: Packing };

export const TALLY_RECORD_LAYOUT: readonly TallyField[] = [
  { column: 'id', packing: 'number' },
  { column: 'location_id', packing: 'number' },
  { column: 'status', packing: 'text' },
  { column: 'car_type', packing: 'text' },
  { column: 'item_type', packing: 'text' },
  { column: 'make', packing: 'text' },
  { column: 'model', packing: 'text' },
  { column: 'badge', packing: 'optional text' },
  { column: 'colour', packing: 'optional text' },
  { column: 'simple_body', packing: 'optional text' },
  { column: 'simple_drive', packing: 'optional text' },
  { column: 'simple_fuel', packing: 'optional text' },
  { column: 'transmission', packing: 'optional text' },
  { column: 'tag', packing: 'optional text' },
  { column: 'price', packing: 'number' },
  { column: 'seats', packing: 'optional number' },
  { column: 'weekly_payment', packing: 'optional number' },
  { column: 'certified', packing: 'flag' },
  { column: 'subscription_price', packing: 'optional number' },
  { column: 'km', packing: 'number' },
  { column: 'year', packing: 'number' },
  { column: 'created_at', packing: 'microseconds' },
  { column: 'custom_rank', packing: 'number' },
  { column: 'categories', packing: 'list' },
  { column: 'features', packing: 'list' },
];

/** search_tally_place: the location's id, name, city and state, then its dealership's name. */
export const TALLY_PLACE_LAYOUT: readonly string[] = ['l.id', 'l.name', 'l.city', 'l.state', 'dealership_name'];

/** The SQL expressions that pack a field of a car `c`, as search_tally_record writes them. */
export function packedSql({ column, packing }: TallyField): string[] {
  const value = `c.${column}`;
  switch (packing) {
    case 'number':
    case 'text':
      return [value];
    case 'optional text':
      return [`coalesce(chr(2) || ${value}, '')`];
    case 'optional number':
      return [`coalesce(${value}::text, '')`];
    case 'flag':
      return [`${value}::int`];
    case 'microseconds':
      return [`(extract(epoch from ${value}) * 1000000)::bigint`];
    case 'list':
      return [`cardinality(${value})`, `array_to_string(${value}, chr(29))`];
  }
}
