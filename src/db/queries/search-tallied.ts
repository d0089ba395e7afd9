import { and, sql, type SQL } from 'drizzle-orm';
import type { StockScope } from '../../domain/inclusion';
import type { CarStatus } from '../../domain/types';
import { PRICE_BAND_ABOVE, PRICE_BANDS, WEEKLY_BANDS, bandOf } from '../../domain/price-bands';
import type { CodedColumn, TalliedCars } from '../../domain/search/search-tally';
import { Dictionary, PackedReader } from './packed-reader';
import { cars, dealerships, locations, searchTally } from '../schema';
import { HIT_CAR, NO_STATS_NAMED } from './search-statement';
import { textCondition } from './search-text';
import { stockScopeWhere } from './stock-scope';

/**
 * The tallied search's two statements (docs/search.md, "Sixth stop" and "Seventh stop"): the
 * matching cars' raw facet, range and sort columns packed into one text value, with the places of
 * their locations, counted in memory by src/domain/search/search-tally.ts; then the page's cars by id.
 *
 * Each car's packed record and place are made when it is written (search_tally_record and
 * search_tally_place in migration 0014, which list the fields in the order decodeTallied and
 * decodePlaces read them: search-tally-layout.ts describes that order, and its test checks the
 * migration and the decoder against it) and the statement joins them by U+001E. The packing is the cheapest form found for the embedded engine (JSON cost it half as
 * much again, joining every car to its place a third): fields joined by U+001F, array elements by
 * U+001D, each array preceded by its length, and a nullable text preceded by U+0002 when present,
 * so null, '' and an empty array stay distinct. A value holding a separator changes a car's field
 * count or an array's length; decoding then answers null and the search takes the scanning statement.
 */

/**
 * The cars of the scope that match the text, and their places (one per car, so a place shared by
 * several cars comes several times), read from search_tally under the cars table's name, so the
 * scope's and the text's conditions apply as written for cars. That table keeps the network's
 * words only, so text is matched on them whatever the scope's size.
 */
export function talliedStatement(scope: StockScope, statuses: CarStatus[], words: string[], stockNumber: string | null): SQL {
  const scoped = and(stockScopeWhere(scope, statuses), textCondition(words, stockNumber, scope.dealershipIds, { dealershipWords: false }));
  return sql`select string_agg(record, chr(30)) as cars, string_agg(place, chr(30)) as places from ${searchTally} as ${cars} where ${scoped}`;
}

export type TalliedRow = { cars: string | null; places: string | null };

type PlaceFacet = 'location_name' | 'city' | 'state' | 'dealership_name';
const PLACE_FACETS: readonly PlaceFacet[] = ['location_name', 'city', 'state', 'dealership_name'];
/**
 * The places by location id (as an index into each facet's values), and each place's values. A
 * car's place facets are coded by its place, so a city's name appears once per location: the
 * tally adds those codes' counts together, which costs less than looking every name up.
 */
type Places = { byId: Map<number, number>; values: Record<PlaceFacet, string[]> };

function decodePlaces(text: string | null): Places | null {
  const places: Places = { byId: new Map(), values: { location_name: [], city: [], state: [], dealership_name: [] } };
  if (text === null) return places;
  const reader = new PackedReader(text);
  do {
    // The statement gives each car's place, so a location comes once per car there: kept once.
    const id = reader.number();
    const seen = places.byId.has(id);
    for (const facet of PLACE_FACETS) {
      if (!reader.atField()) return null;
      const value = reader.raw();
      if (!seen) places.values[facet].push(value);
    }
    if (!seen) places.byId.set(id, places.values.city.length - 1);
  } while (reader.atRecord());
  return reader.atRecordEnd(true) ? places : null;
}

/** The statement's bands: none at or below `above` (a price that is not shown), below the first band's floor, or without an amount (NaN). */
function bandCode(amount: number, bands: readonly number[], above = -Infinity): number {
  if (!(amount >= (bands[0] as number)) || !(amount > above)) return -1;
  let index = 0;
  for (let i = 1; i < bands.length; i++) if (amount >= (bands[i] as number)) index = i;
  return index;
}
/** Each band's value, by its index; the bands are copied here so the per-car loop does not read another module's binding. */
const bandTable = (bands: readonly number[]) => ({ bands: [...bands], values: bands.map((low) => bandOf(low, bands)) });
const PRICE = bandTable(PRICE_BANDS);
const WEEKLY = bandTable(WEEKLY_BANDS);

/** extract(epoch from t)::bigint: seconds rounded half away from zero, from microseconds. */
function epochSeconds(micros: number): number {
  const seconds = Math.trunc(micros / 1_000_000);
  const rest = Math.abs(micros - seconds * 1_000_000);
  return rest >= 500_000 ? seconds + Math.sign(micros) : seconds;
}

/** The statement's `make || ' ' || model`, made once per distinct pair (two pairs may make one text: they count as one). */
function makeModels(make: CodedColumn, model: CodedColumn, size: number): CodedColumn {
  const codes = new Int32Array(size);
  const byPair = new Map<number, number>();
  const values: string[] = [];
  const width = model.values.length;
  for (let i = 0; i < size; i++) {
    const [m, n] = [make.codes[i] as number, model.codes[i] as number];
    const pair = m * width + n;
    let code = byPair.get(pair);
    if (code === undefined) {
      code = values.push(`${make.values[m]} ${model.values[n]}`) - 1;
      byPair.set(pair, code);
    }
    codes[i] = code;
  }
  return { codes, values };
}

/** A growable list of codes (array facets' elements). */
class Codes {
  data = new Int32Array(1024);
  length = 0;
  push(code: number) {
    if (this.length === this.data.length) {
      const data = new Int32Array(this.data.length * 2);
      data.set(this.data);
      this.data = data;
    }
    this.data[this.length++] = code;
  }
}

/** Reads an array field pair (its length, then its elements joined) into `lists`; false when the length does not match. */
function readList(reader: PackedReader, dictionary: Dictionary, lists: Codes): boolean {
  const length = reader.number();
  if (!reader.atField()) return false;
  if (length === 0) return reader.empty();
  let read = 0;
  do {
    lists.push(reader.element(dictionary));
    read++;
  } while (reader.atElement());
  return read === length;
}

type TextColumn = { codes: Int32Array; dictionary: Dictionary };
const textColumn = (size: number): TextColumn => ({ codes: new Int32Array(size), dictionary: new Dictionary() });
const coded = ({ codes, dictionary }: TextColumn): CodedColumn => ({ codes, values: dictionary.values });

/** Text fields in the packing's order: the required ones, then those that may be null (U+0002 before a present value). */
const REQUIRED_TEXTS = ['status', 'car_type', 'item_type', 'make', 'model'] as const;
const OPTIONAL_TEXTS = ['badge', 'colour', 'body', 'drive', 'fuel', 'transmission', 'tag'] as const;
type TextFacet = (typeof REQUIRED_TEXTS)[number] | (typeof OPTIONAL_TEXTS)[number];

function occurrences(text: string, separator: string): number {
  let found = 0;
  for (let i = text.indexOf(separator); i >= 0; i = text.indexOf(separator, i + 1)) found++;
  return found;
}

/** The matching cars as the tally reads them, or null when a value held a separator (see above). */
export function decodeTallied(row: TalliedRow): TalliedCars | null {
  const places = decodePlaces(row.places);
  if (places === null) return null;
  const text = row.cars ?? '';
  const size = row.cars === null ? 0 : occurrences(text, '\u001e') + 1;
  const texts = Object.fromEntries([...REQUIRED_TEXTS, ...OPTIONAL_TEXTS].map((facet) => [facet, textColumn(size)])) as Record<TextFacet, TextColumn>;
  const required = REQUIRED_TEXTS.map((facet) => texts[facet]);
  const optional = OPTIONAL_TEXTS.map((facet) => texts[facet]);
  const [seats, certified] = [textColumn(size), textColumn(size)];
  const ids = new Int32Array(size);
  const placeOf = new Int32Array(size);
  const [price, subscription, km, year, createdAt, seconds, rank] = Array.from({ length: 7 }, () => new Float64Array(size)) as [
    Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array, Float64Array,
  ];
  const [priceBand, weeklyBand] = [new Int32Array(size), new Int32Array(size)];
  const [categories, features] = [new Codes(), new Codes()];
  const [categoryStarts, featureStarts] = [new Int32Array(size + 1), new Int32Array(size + 1)];
  const [categoryValues, featureValues] = [new Dictionary(), new Dictionary()];
  const reader = new PackedReader(text);
  // Every field but a car's last must end at a field separator: any other ending means a value held a separator.
  const field = () => reader.atField();
  let [lastLocation, lastPlace] = [NaN, -1];
  for (let i = 0; i < size; i++) {
    ids[i] = reader.number();
    if (!field()) return null;
    const location = reader.number();
    if (!field()) return null;
    if (location !== lastLocation) {
      const place = places.byId.get(location);
      if (place === undefined) return null;
      [lastLocation, lastPlace] = [location, place];
    }
    placeOf[i] = lastPlace;
    for (const column of required) {
      column.codes[i] = reader.code(column.dictionary);
      if (!field()) return null;
    }
    for (const column of optional) {
      column.codes[i] = reader.optionalCode(column.dictionary);
      if (!field()) return null;
    }
    price[i] = reader.number();
    priceBand[i] = bandCode(price[i] as number, PRICE.bands, PRICE_BAND_ABOVE);
    if (!field()) return null;
    seats.codes[i] = reader.empty() ? -1 : reader.code(seats.dictionary);
    if (!field()) return null;
    weeklyBand[i] = bandCode(reader.empty() ? NaN : reader.number(), WEEKLY.bands);
    if (!field()) return null;
    certified.codes[i] = reader.code(certified.dictionary);
    if (!field()) return null;
    subscription[i] = reader.empty() ? NaN : reader.number();
    if (!field()) return null;
    km[i] = reader.number();
    if (!field()) return null;
    year[i] = reader.number();
    if (!field()) return null;
    createdAt[i] = reader.number();
    seconds[i] = epochSeconds(createdAt[i] as number);
    if (!field()) return null;
    rank[i] = reader.number();
    if (!field()) return null;
    categoryStarts[i] = categories.length;
    if (!readList(reader, categoryValues, categories) || !field()) return null;
    featureStarts[i] = features.length;
    // The last field ends the car: at the car separator, or at the text's end for the last car.
    if (!readList(reader, featureValues, features) || !reader.atRecordEnd(i === size - 1)) return null;
  }
  categoryStarts[size] = categories.length;
  featureStarts[size] = features.length;
  const place = (facet: PlaceFacet): CodedColumn => ({ codes: placeOf, values: places.values[facet] });
  return {
    size,
    ids,
    createdAt,
    rank,
    values: {
      status: coded(texts.status),
      car_type: coded(texts.car_type),
      item_type: coded(texts.item_type),
      make: coded(texts.make),
      model: coded(texts.model),
      make_model: makeModels(coded(texts.make), coded(texts.model), size),
      badge: coded(texts.badge),
      colour: coded(texts.colour),
      body: coded(texts.body),
      drive: coded(texts.drive),
      fuel: coded(texts.fuel),
      transmission: coded(texts.transmission),
      tag: coded(texts.tag),
      price_range: { codes: priceBand, values: PRICE.values },
      seats: coded(seats),
      weekly_price_range: { codes: weeklyBand, values: WEEKLY.values },
      certified: { codes: certified.codes, values: certified.dictionary.values.map((value) => (value === '1' ? 'true' : 'false')) },
      city: place('city'),
      state: place('state'),
      location_name: place('location_name'),
      dealership_name: place('dealership_name'),
    },
    arrays: {
      categories: { starts: categoryStarts, codes: categories.data.subarray(0, categories.length), values: categoryValues.values },
      filtered_features: { starts: featureStarts, codes: features.data.subarray(0, features.length), values: featureValues.values },
    },
    ranges: { price, subscription_price: subscription, km, year, created_at_timestamp: seconds },
  };
}

/** The page's cars in the scanning statement's 'hit' rows (place = their order), read by primary key. */
export function pageStatement(ids: number[]): SQL {
  return sql`select 'hit' as facet, json_build_array(${locations.name}, ${locations.city}, ${locations.state}, ${dealerships.slug}, ${dealerships.name}, ${HIT_CAR})::text as value,
      page.place as n, ${NO_STATS_NAMED}
    from unnest(${sql.param(ids)}::int[]) with ordinality as page(k_id, place)
    join ${cars} on ${cars.id} = page.k_id
    join ${locations} on ${locations.id} = ${cars.locationId}
    join ${dealerships} on ${dealerships.id} = ${cars.dealershipId}`;
}
