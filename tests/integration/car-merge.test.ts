import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealerPrincipal } from '../../src/dealer-api/auth';
import { getCar, patchCar, upsertCar } from '../../src/dealer-api/cars';
import { createApiKey, findKeyOwner } from '../../src/dealer-api/keys';
import type { FeedFormat } from '../../src/stock/import/readers';
import { importStockFeed } from '../../src/stock/import/service';
import { openSeededTestDatabase, type TestDatabase } from '../support/test-db';

/**
 * The one merge rule of every car writer (src/domain/car-merge.ts), per field, through each
 * writer on a real database: CSV, JSON and XML feeds and the dealer API's PUT and PATCH.
 * For each writer: a car written whole; a write naming only the required fields and a new price
 * leaves every other field as it was; a write giving one field empty clears that field (or, for
 * `reserved`, leaves it), one car per field.
 */
let handle: TestDatabase;
let dealer: DealerPrincipal;
const expired: { slug: string; siteIds: readonly number[] }[] = [];
const record = (slug: string, siteIds: readonly number[]) => {
  expired.push({ slug, siteIds });
};

const PHOTO = 'https://cdn.example.net/1.jpg';

/** Per field: the value a whole car is written with, as stored (GET's answer), and after a write that gives it empty. */
const FIELDS = {
  vin: { value: 'JTNKU3JE60J000001', cleared: null },
  colour: { value: 'Red', cleared: null },
  badge: { value: 'GX', cleared: null },
  simple_body: { value: 'SUV', cleared: null },
  description: { value: 'One owner.', cleared: null },
  km: { value: 12_345, cleared: 0 },
  price: { value: 19_990, cleared: 0 },
  images: { value: [PHOTO], cleared: [] },
  features: { value: ['Bluetooth'], cleared: [] },
  reserved: { value: true, cleared: true },
} as const;
type Field = keyof typeof FIELDS;
const FIELD_NAMES = Object.keys(FIELDS) as Field[];
const WHOLE = Object.fromEntries(FIELD_NAMES.map((f) => [f, FIELDS[f].value])) as { [F in Field]: (typeof FIELDS)[F]['value'] };

const required = (stocknum: string) => ({ stocknum, make: 'Toyota', model: 'RAV4', year: 2021, car_type: 'used' });

/** One car per field of the table, keyed by writer and field. */
const stock = (writer: string, field: Field | 'whole') => `M${writer}${field.replace(/_/g, '')}`.slice(0, 40);

type Car = Record<string, unknown>;
const feedCars = {
  csv(cars: Car[], columns: string[]): string {
    const cell = (v: unknown) => (Array.isArray(v) ? v.join('|') : v === null || v === undefined ? '' : String(v));
    return [columns.join(','), ...cars.map((car) => columns.map((c) => cell(car[c])).join(','))].join('\n') + '\n';
  },
  json(cars: Car[]): string {
    return JSON.stringify(cars);
  },
  xml(cars: Car[]): string {
    const element = (key: string, v: unknown) => {
      if (key === 'images') return `<photos>${(v as string[] | null)?.map((url) => `<photo url="${url}"/>`).join('') ?? ''}</photos>`;
      if (key === 'features') return `<features>${(v as string[] | null)?.map((f) => `<feature>${f}</feature>`).join('') ?? ''}</features>`;
      return `<${key}>${v === null ? '' : String(v)}</${key}>`;
    };
    return `<inventory>${cars.map((car) => `<vehicle>${Object.entries(car).map(([k, v]) => element(k, v)).join('')}</vehicle>`).join('')}</inventory>`;
  },
};

async function importFeed(format: FeedFormat, cars: Car[], columns: string[]) {
  const text = format === 'csv' ? feedCars.csv(cars, columns) : format === 'json' ? feedCars.json(cars) : feedCars.xml(cars);
  const summary = await importStockFeed(handle.db, {
    site: 'harbour-toyota',
    partial: true,
    source: { name: `merge.${format}`, format, input: Readable.from([Buffer.from(text)]) },
    expire: () => undefined,
  });
  expect(summary.rejected).toEqual([]);
  return summary;
}

const stored = (stocknum: string) => getCar(handle.db, dealer, stocknum) as Promise<Record<string, unknown>>;

beforeAll(async () => {
  handle = await openSeededTestDatabase();
  const created = await createApiKey(handle.db, 'harbour-toyota', 'vitest');
  const owner = await findKeyOwner(handle.db, created.key);
  if (!owner) throw new Error('a new key must work');
  dealer = { dealershipId: owner.dealershipId, dealershipSlug: owner.dealershipSlug, keyId: owner.keyId };
});

afterAll(async () => {
  await handle?.drop();
});

describe.each(['csv', 'json', 'xml'] as const)('a %s feed', (format) => {
  const whole = (field: Field | 'whole') => ({ ...required(stock(format, field)), ...WHOLE });
  const allColumns = Object.keys(whole('whole'));

  it('writes a car whole, then leaves every field a price-only row lacks as it was', async () => {
    expect(await importFeed(format, [whole('whole')], allColumns)).toMatchObject({ added: 1 });
    expect(await stored(stock(format, 'whole'))).toMatchObject(WHOLE);
    const priceOnly = { ...required(stock(format, 'whole')), price: 18_990 };
    expect(await importFeed(format, [priceOnly], Object.keys(priceOnly))).toMatchObject({ updated: 1 });
    expect(await stored(stock(format, 'whole'))).toMatchObject({ ...WHOLE, price: 18_990, name: '2021 Toyota RAV4 GX' });
  });

  it('clears a field given empty, where clearing is allowed, and only that field', async () => {
    await importFeed(format, FIELD_NAMES.map(whole), allColumns);
    const emptied = FIELD_NAMES.map((field) => ({ ...whole(field), [field]: null }));
    await importFeed(format, emptied, allColumns);
    for (const field of FIELD_NAMES) {
      expect(await stored(stock(format, field)), field).toMatchObject({ ...WHOLE, [field]: FIELDS[field].cleared });
    }
  });
});

describe('the dealer API', () => {
  const body = (extra: Record<string, unknown> = {}) => ({ make: 'Toyota', model: 'RAV4', year: 2021, car_type: 'used', ...extra });

  it('PUT writes a car whole; a PUT of the required fields and a price leaves the rest; GET answers the car', async () => {
    expect((await upsertCar(handle.db, dealer, stock('api', 'whole'), body(WHOLE), record)).created).toBe(true);
    const { car } = await upsertCar(handle.db, dealer, stock('api', 'whole'), body({ price: 18_990 }), record);
    expect(car).toMatchObject({ ...WHOLE, price: 18_990, stock_number: stock('api', 'whole'), status: 'in_stock' });
    expect(await stored(stock('api', 'whole'))).toEqual(car);
  });

  it.each(FIELD_NAMES)('PUT and PATCH with %s null clear it where clearing is allowed, and only it', async (field) => {
    for (const [writer, write] of [
      ['put', (s: string) => upsertCar(handle.db, dealer, s, body({ price: WHOLE.price, [field]: null }), record)],
      ['patch', (s: string) => patchCar(handle.db, dealer, s, { [field]: null }, record)],
    ] as const) {
      await upsertCar(handle.db, dealer, stock(writer, field), body(WHOLE), record);
      await write(stock(writer, field));
      expect(await stored(stock(writer, field)), `${writer} ${field}`).toMatchObject({ ...WHOLE, [field]: FIELDS[field].cleared });
    }
  });

  it('PATCH sets what it names, refuses to clear what a car needs, and does not make cars', async () => {
    await upsertCar(handle.db, dealer, stock('patch', 'whole'), body(WHOLE), record);
    expired.length = 0;
    expect(await patchCar(handle.db, dealer, stock('patch', 'whole'), { colour: 'Blue', badge: 'Cruiser' }, record)).toMatchObject({
      ...WHOLE,
      colour: 'Blue',
      badge: 'Cruiser',
      name: '2021 Toyota RAV4 Cruiser',
    });
    expect(expired).toHaveLength(1);
    await patchCar(handle.db, dealer, stock('patch', 'whole'), { colour: 'Blue' }, record);
    expect(expired).toHaveLength(1);
    await expect(patchCar(handle.db, dealer, stock('patch', 'whole'), { make: null }, record)).rejects.toMatchObject({ fieldErrors: { make: ['Make is required.'] } });
    await expect(patchCar(handle.db, dealer, 'NOSUCHCAR', { price: 1 }, record)).rejects.toThrow('There is no car with this stock number.');
  });
});
