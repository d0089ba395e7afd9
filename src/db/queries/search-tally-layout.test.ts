import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TalliedCars } from '../../domain/search/search-tally';
import { decodeTallied } from './search-tallied';
import { packedSql, TALLY_PLACE_LAYOUT, TALLY_RECORD_LAYOUT, type TallyField } from './search-tally-layout';

const MIGRATION = readFileSync(path.resolve(import.meta.dirname, '../migrations/0014_search_tally.sql'), 'utf8');

/** The arguments of `concat_ws(chr(31), ...)` in a function's body, split at top-level commas. */
function concatArguments(functionName: string): string[] {
  const start = MIGRATION.indexOf(`CREATE FUNCTION ${functionName}(`);
  const open = MIGRATION.indexOf('concat_ws(chr(31),', start) + 'concat_ws('.length;
  const args: string[] = [];
  let [depth, from] = [0, open];
  for (let i = open; ; i++) {
    const char = MIGRATION[i];
    if (char === '(') depth++;
    else if (char === ')' && depth-- === 0) {
      args.push(MIGRATION.slice(from, i));
      break;
    } else if (char === ',' && depth === 0) {
      args.push(MIGRATION.slice(from, i));
      from = i + 1;
    }
  }
  return args.map((arg) => arg.replace(/\s+/g, ' ').trim()).slice(1);
}

/** A distinct value for the field at `index`, as the record packs it, and the value decodeTallied should give back. */
function sample(field: TallyField, index: number): { packed: string[]; decoded: unknown } {
  const text = `v${index}`;
  switch (field.packing) {
    case 'number':
      return { packed: [String(1000 + index)], decoded: 1000 + index };
    case 'text':
      return { packed: [text], decoded: text };
    case 'optional text':
      return { packed: [`\u0002${text}`], decoded: text };
    case 'optional number':
      return { packed: [String(index)], decoded: index };
    case 'flag':
      return { packed: ['1'], decoded: 'true' };
    case 'microseconds':
      return { packed: ['1700000000000000'], decoded: 1_700_000_000_000_000 };
    case 'list':
      return { packed: ['2', `${text}a\u001d${text}b`], decoded: [`${text}a`, `${text}b`] };
  }
}

const code = (column: { codes: ArrayLike<number>; values: readonly string[] }) => column.values[column.codes[0] as number];
const list = (column: { starts: ArrayLike<number>; codes: ArrayLike<number>; values: readonly string[] }) =>
  Array.from({ length: (column.starts[1] as number) - (column.starts[0] as number) }, (_, i) => column.values[column.codes[i] as number]);

/** Where decodeTallied puts each column of the record. */
const DECODED: Record<string, (cars: TalliedCars) => unknown> = {
  id: (cars) => cars.ids[0],
  status: (cars) => code(cars.values.status!),
  car_type: (cars) => code(cars.values.car_type!),
  item_type: (cars) => code(cars.values.item_type!),
  make: (cars) => code(cars.values.make!),
  model: (cars) => code(cars.values.model!),
  badge: (cars) => code(cars.values.badge!),
  colour: (cars) => code(cars.values.colour!),
  simple_body: (cars) => code(cars.values.body!),
  simple_drive: (cars) => code(cars.values.drive!),
  simple_fuel: (cars) => code(cars.values.fuel!),
  transmission: (cars) => code(cars.values.transmission!),
  tag: (cars) => code(cars.values.tag!),
  price: (cars) => cars.ranges.price![0],
  seats: (cars) => Number(code(cars.values.seats!)),
  certified: (cars) => code(cars.values.certified!),
  subscription_price: (cars) => cars.ranges.subscription_price![0],
  km: (cars) => cars.ranges.km![0],
  year: (cars) => cars.ranges.year![0],
  created_at: (cars) => cars.createdAt[0],
  custom_rank: (cars) => cars.rank[0],
  categories: (cars) => list(cars.arrays.categories!),
  features: (cars) => list(cars.arrays.filtered_features!),
};

describe('the search_tally record layout', () => {
  it('is the one migration 0014 packs, field by field', () => {
    expect(concatArguments('search_tally_record')).toEqual(TALLY_RECORD_LAYOUT.flatMap(packedSql));
  });

  it('is the one search_tally_place packs', () => {
    expect(concatArguments('search_tally_place')).toEqual(TALLY_PLACE_LAYOUT);
  });

  it('is the one decodeTallied reads, field by field', () => {
    const samples = TALLY_RECORD_LAYOUT.map(sample);
    const location = samples[TALLY_RECORD_LAYOUT.findIndex((f) => f.column === 'location_id')]!.packed[0];
    const cars = decodeTallied({
      cars: samples.flatMap((s) => s.packed).join('\u001f'),
      places: [location, 'Parramatta', 'Sydney', 'NSW', 'Harbour Toyota'].join('\u001f'),
    });
    expect(cars).not.toBeNull();
    const read = Object.fromEntries(Object.entries(DECODED).map(([column, get]) => [column, get(cars!)]));
    const expected = Object.fromEntries(TALLY_RECORD_LAYOUT.flatMap((field, i) => (field.column in DECODED ? [[field.column, samples[i]!.decoded]] : [])));
    expect(read).toEqual(expected);
    expect(code(cars!.values.city!)).toBe('Sydney');
    expect(code(cars!.values.weekly_price_range!)).toBeDefined();
  });

  it('decodes nothing when a field is missing', () => {
    const samples = TALLY_RECORD_LAYOUT.slice(1).map(sample);
    expect(decodeTallied({ cars: samples.flatMap((s) => s.packed).join('\u001f'), places: ['1001', 'a', 'b', 'c', 'd'].join('\u001f') })).toBeNull();
  });
});
