import { and, sql, type SQL } from 'drizzle-orm';
import type { StockScope } from '../../domain/inclusion';
import type { CarStatus } from '../../domain/types';
import { PRICE_BANDS, WEEKLY_BANDS, bandOf } from '../../domain/price-bands';
import type { TalliedCar } from '../../domain/search-tally';
import { cars, dealerships, locations, searchTally } from '../schema';
import { HIT_CAR, NO_STATS_NAMED } from './search-statement';
import { textCondition } from './search-text';
import { stockScopeWhere } from './stock-scope';

/**
 * The tallied search's two statements (docs/search.md, "Sixth stop" and "Seventh stop"): the
 * matching cars' raw facet, range and sort columns packed into one text value, with the places of
 * their locations, counted in memory by src/domain/search-tally.ts; then the page's cars by id.
 *
 * Each car's packed record and place are made when it is written (search_tally_record and
 * search_tally_place in migration 0014, which list the fields in the order decodeTallied and
 * decodePlaces read them) and the statement joins them by U+001E. The packing is the cheapest form found for the embedded engine (JSON cost it half as
 * much again, joining every car to its place a third): fields joined by U+001F, array elements by
 * U+001D, each array preceded by its length, and a nullable text preceded by U+0002 when present,
 * so null, '' and an empty array stay distinct. A value holding a separator changes a car's field
 * count or an array's length; decoding then answers null and the search takes the scanning statement.
 */
const FIELD = '\u001f';
const CAR = '\u001e';
const ELEMENT = '\u001d';
const PRESENT = '\u0002';
/** The fields of search_tally_record, in its order. */
const FIELDS_PER_CAR = 27;

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

type Place = { locationName: string; city: string; state: string; dealershipName: string };

function decodePlaces(text: string | null): Map<number, Place> | null {
  const places = new Map<number, Place>();
  if (text === null) return places;
  for (const record of text.split(CAR)) {
    const fields = record.split(FIELD);
    if (fields.length !== 5) return null;
    const [id, locationName, city, state, dealershipName] = fields as [string, string, string, string, string];
    places.set(Number(id), { locationName, city, state, dealershipName });
  }
  return places;
}

const optionalText = (field: string) => (field === '' ? null : field.slice(PRESENT.length));
const optionalNumber = (field: string) => (field === '' ? null : Number(field));
/** The statement's price bands: none below the first band's floor (a price on application) or without an amount. */
const band = (amount: number | null, bands: readonly number[]) => (amount === null || amount < (bands[0] as number) ? null : bandOf(amount, bands));

function elements(length: string, joined: string): string[] | null {
  if (length === '0') return joined === '' ? [] : null;
  const values = joined.split(ELEMENT);
  return values.length === Number(length) ? values : null;
}

/** extract(epoch from t)::bigint: seconds rounded half away from zero, from microseconds. */
function epochSeconds(micros: number): number {
  const seconds = Math.trunc(micros / 1_000_000);
  const rest = Math.abs(micros - seconds * 1_000_000);
  return rest >= 500_000 ? seconds + Math.sign(micros) : seconds;
}

/** The matching cars as the tally reads them, or null when a value held a separator (see above). */
export function decodeTallied(row: TalliedRow): TalliedCar[] | null {
  const places = decodePlaces(row.places);
  if (places === null) return null;
  if (row.cars === null) return [];
  const decoded: TalliedCar[] = [];
  for (const record of row.cars.split(CAR)) {
    const f = record.split(FIELD);
    if (f.length !== FIELDS_PER_CAR) return null;
    const place = places.get(Number(f[1]));
    const categories = elements(f[23] as string, f[24] as string);
    const features = elements(f[25] as string, f[26] as string);
    if (!place || !categories || !features) return null;
    const [make, model] = [f[5] as string, f[6] as string];
    const price = Number(f[14]);
    const weekly = optionalNumber(f[16] as string);
    const createdAt = Number(f[21]);
    decoded.push({
      id: Number(f[0]),
      createdAt,
      rank: Number(f[22]),
      values: {
        status: f[2] as string,
        car_type: f[3] as string,
        item_type: f[4] as string,
        make,
        model,
        make_model: `${make} ${model}`,
        badge: optionalText(f[7] as string),
        colour: optionalText(f[8] as string),
        body: optionalText(f[9] as string),
        drive: optionalText(f[10] as string),
        fuel: optionalText(f[11] as string),
        transmission: optionalText(f[12] as string),
        tag: optionalText(f[13] as string),
        price_range: band(price, PRICE_BANDS),
        seats: f[15] === '' ? null : (f[15] as string),
        weekly_price_range: band(weekly, WEEKLY_BANDS),
        certified: f[17] === '1' ? 'true' : 'false',
        city: place.city,
        state: place.state,
        location_name: place.locationName,
        dealership_name: place.dealershipName,
      },
      arrays: { categories, filtered_features: features },
      ranges: {
        price,
        subscription_price: optionalNumber(f[18] as string),
        km: Number(f[19]),
        year: Number(f[20]),
        created_at_timestamp: epochSeconds(createdAt),
      },
    });
  }
  return decoded;
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
