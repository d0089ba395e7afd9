import { Writable } from 'node:stream';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as nevdis } from '../../app/sites/[site]/api/nevdis/route';
import { POST as autograb } from '../../app/sites/[site]/api/simple-autograb-lookup/route';
import { POST as regoValuation } from '../../app/sites/[site]/api/valuations/rego/route';
import { POST as carClarity } from '../../app/sites/[site]/api/carClarityCustomer/route';
import { GET as manufacturerRoute } from '../../app/sites/[site]/api/v1/manufacturers/[file]/route';
import { cars, manufacturers, websites } from '../../src/db/schema';
import { NOT_FOUND_MESSAGE, PROVIDER_DOWN_MESSAGE } from '../../src/domain/vehicle-data/provider-failure';
import { STATE_MESSAGE } from '../../src/domain/vehicle-data/plates';
import { REGO_MESSAGE } from '../../src/domain/validation/messages';
import { forgetSiteDirectory } from '../../src/site/directory';
import { startFakeProvider, type FakeProvider } from '../../src/test-support/fake-vehicle-provider';
import { useSeededAppDatabase } from '../support/app-database';

/**
 * The SPEC 7 vehicle data calls at the route handler, on the seeded demo: the built-in provider
 * answers from the demo's own cars, and a site configured with an HTTP provider that fails answers
 * a plain 424 that names neither the provider's words nor its key, in the answer or the logs.
 */
const lines = vi.hoisted((): string[] => []);
const KEY = vi.hoisted(() => 'vd_test_key_that_must_never_leak_0123456789');

vi.mock('../../src/lib/log', async () => {
  const { default: pino } = await import('pino');
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: pino({ level: 'info' }, capture) };
});

vi.mock('../../src/env', async (original) => {
  const actual = await original<typeof import('../../src/env')>();
  const parsed = actual.parseEnv({ ...process.env, VEHICLE_DATA_KEYS: `acme-registry=${KEY}` });
  return { ...actual, env: () => parsed };
});

// Seeding the demo takes minutes on a loaded machine.
vi.setConfig({ hookTimeout: 600_000 });

const HOST = 'harbour-toyota.localhost';
let clientNumber = 0;

function post(path: string, body: unknown, host = HOST): Request {
  clientNumber += 1;
  return new Request(`http://${host}${path}`, {
    method: 'POST',
    headers: { host, origin: `http://${host}`, 'content-type': 'application/json', 'x-forecourt-client-address': `10.0.0.${clientNumber}` },
    body: JSON.stringify(body),
  });
}
const segment = (host = HOST) => ({ params: Promise.resolve({ site: host }) });

describe('vehicle data route handlers', () => {
  const database = useSeededAppDatabase();
  let started: FakeProvider | undefined;
  const provider = {
    get url() {
      return fake().url;
    },
    get requests() {
      return fake().requests;
    },
    behave: (behaviour: Parameters<FakeProvider['behave']>[0]) => fake().behave(behaviour),
  };
  function fake(): FakeProvider {
    if (!started) throw new Error('the fake provider starts in beforeAll');
    return started;
  }
  let demoCar: { rego: string; regoState: string; vin: string; make: string; model: string; year: number; km: number };

  beforeAll(async () => {
    started = await startFakeProvider();
    const [car] = await database()
      .db.select({ rego: cars.rego, regoState: cars.regoState, vin: cars.vin, make: cars.make, model: cars.model, year: cars.year, km: cars.km })
      .from(cars)
      .where(and(isNotNull(cars.rego), eq(cars.regoState, 'NSW')))
      .orderBy(cars.id)
      .limit(1);
    if (!car?.rego || !car.regoState || !car.vin) throw new Error('the demo has no registered car in NSW');
    demoCar = { ...car, rego: car.rego, regoState: car.regoState, vin: car.vin };
  });
  afterAll(async () => {
    await started?.close();
  });

  it('finds a demo car by its plate, typed with spaces and in lower case', async () => {
    const spaced = `${demoCar.rego.slice(0, 3)} ${demoCar.rego.slice(3)}`.toLowerCase();
    const response = await nevdis(post('/api/nevdis', { rego: spaced, state: 'nsw' }), segment());
    expect(response.status).toBe(200);
    const { vehicle } = (await response.json()) as { vehicle: Record<string, unknown> };
    expect(vehicle).toMatchObject({ make: demoCar.make, model: demoCar.model, year: demoCar.year, plate: demoCar.rego, state: 'NSW', vin: demoCar.vin });
    expect(vehicle.registration_expiry).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(vehicle)).not.toContain('price');
  });

  it('finds the same car by its VIN', async () => {
    const response = await nevdis(post('/api/nevdis', { vin: demoCar.vin }), segment());
    expect(response.status).toBe(200);
    expect(((await response.json()) as { vehicle: { plate: string } }).vehicle.plate).toBe(demoCar.rego);
  });

  it.each([
    ['a plate of another state\'s format', { rego: 'S123ABC', state: 'NSW' }, { rego: [REGO_MESSAGE] }],
    ['no state', { rego: 'AB12CD' }, { state: [STATE_MESSAGE] }],
    ['a VIN with a wrong check digit', { vin: '1HGCM82623A004352' }, { vin: ['Please enter a valid 17-character VIN.'] }],
    ['nothing at all', {}, { rego: ['*This is a required field.'] }],
  ])('answers 422 with field messages for %s', async (_name, body, errors) => {
    const response = await nevdis(post('/api/nevdis', body), segment());
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual(errors);
  });

  it('answers 404 in plain words for a plate nobody has', async () => {
    const response = await nevdis(post('/api/nevdis', { rego: 'ZZ99ZZ', state: 'NSW' }), segment());
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: NOT_FOUND_MESSAGE });
  });

  it('refuses a request from another site\'s page', async () => {
    const request = post('/api/nevdis', { rego: demoCar.rego, state: 'NSW' });
    request.headers.set('origin', 'http://evil.example');
    expect((await nevdis(request, segment())).status).toBe(403);
  });

  it('limits one client to 20 lookups a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const request = post('/api/nevdis', { rego: demoCar.rego, state: 'NSW' });
      request.headers.set('x-forecourt-client-address', '10.9.9.9');
      statuses.push((await nevdis(request, segment())).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('values a car looked up by rego from comparables in stock and sold history, with their count', async () => {
    for (const [route, path, body] of [
      [autograb, '/api/simple-autograb-lookup', { rego: demoCar.rego, state: 'NSW', odometer: demoCar.km, condition: 'Good' }],
      [regoValuation, '/api/valuations/rego', { rego: demoCar.rego, regoState: 'NSW', odometer: String(demoCar.km) }],
    ] as const) {
      const response = await route(post(path, body), segment());
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { vehicle: { make: string }; valuation: { comparables: number; trade: { low: number; high: number } } | null };
      expect(answer.vehicle.make).toBe(demoCar.make);
      const [{ count } = { count: 0 }] = await database()
        .db.select({ count: sql<number>`count(*)::int` })
        .from(cars)
        .where(
          and(
            eq(cars.make, demoCar.make),
            eq(cars.model, demoCar.model),
            sql`${cars.price} > 10`,
            sql`abs(${cars.year} - ${demoCar.year}) <= 2`,
            sql`abs(${cars.km} - ${demoCar.km}) <= 50000`,
          ),
        );
      if (count >= 3) {
        expect(answer.valuation?.comparables).toBe(Math.min(count, 200));
        expect(answer.valuation?.trade.low).toBeLessThan(answer.valuation?.trade.high ?? 0);
      } else expect(answer.valuation).toBeNull();
    }
  });

  it('gives a deterministic demo pre-qualification that says it is a demo', async () => {
    const application = { first_name: 'Sam', last_name: 'Lee', email: 'sam@example.com', phone: '0412345678', postcode: '2000', loan_amount: 20000, annual_income: 90000, employment: 'full-time' };
    const first = (await (await carClarity(post('/api/carClarityCustomer', application), segment())).json()) as Record<string, unknown>;
    const second = (await (await carClarity(post('/api/carClarityCustomer', application), segment())).json()) as Record<string, unknown>;
    expect(first).toMatchObject({ outcome: 'likely', demo: true });
    expect(first.note).toMatch(/demonstration/);
    expect(second.reference).toBe(first.reference);
    const bad = await carClarity(post('/api/carClarityCustomer', { ...application, postcode: '20' }), segment());
    expect(bad.status).toBe(422);
  });

  it("answers manufacturer data for the site's own website id only", async () => {
    const [site] = await database().db.select({ id: websites.id }).from(websites).where(eq(websites.slug, 'harbour-toyota'));
    const [toyota] = await database().db.select({ id: manufacturers.id }).from(manufacturers).where(eq(manufacturers.slug, 'toyota'));
    const ask = (file: string, websiteId: number | undefined) =>
      manufacturerRoute(new Request(`http://${HOST}/api/v1/manufacturers/${file}?website_id=${websiteId}`), { params: Promise.resolve({ site: HOST, file }) });
    const ok = await ask(`${toyota?.id}.json`, site?.id);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ name: 'Toyota', slug: 'toyota', models: expect.arrayContaining([expect.objectContaining({ name: 'Corolla' })]) });
    expect((await ask(`${toyota?.id}.json`, (site?.id ?? 0) + 1)).status).toBe(404);
    expect((await ask('999999.json', site?.id)).status).toBe(404);
    expect((await ask('toyota.json', site?.id)).status).toBe(404);
  });

  describe('a site whose registration provider fails', () => {
    beforeAll(async () => {
      const registration = { kind: 'http', baseUrl: provider.url, keyName: 'acme-registry', timeoutMs: 1_500 };
      await database().db.execute(
        sql`update websites set config = jsonb_set(config, '{vehicleData}', ${JSON.stringify({ registration })}::jsonb) where slug = 'redline-motors'`,
      );
      await forgetSiteDirectory();
    });

    it.each([
      ['500 with its key in the text', { kind: 'status', status: 500, body: `internal error for key ${KEY}` }],
      ['429', { kind: 'status', status: 429, body: 'slow down' }],
      ['a timeout', { kind: 'hang' }],
      ['an answer that is not JSON', { kind: 'garbage' }],
    ] as const)('answers a plain 424 on %s, with neither its words nor the key in the answer or the logs', async (_name, behaviour) => {
      provider.behave(behaviour);
      lines.length = 0;
      const response = await nevdis(post('/api/nevdis', { rego: '123ABC', state: 'QLD' }, 'redline-motors.localhost'), segment('redline-motors.localhost'));
      expect(response.status).toBe(424);
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({ error: PROVIDER_DOWN_MESSAGE });
      expect(text).not.toContain(KEY);
      expect(text).not.toMatch(/internal error|slow down/);
      expect(provider.requests.at(-1)?.authorization).toBe(`Bearer ${KEY}`);
      const logged = lines.join('');
      expect(logged).toContain('vehicle data provider failed');
      expect(logged).not.toContain(KEY);
      expect(logged).not.toMatch(/internal error|slow down/);
    });

    it('passes a good answer on', async () => {
      provider.behave({ kind: 'json', body: { vehicle: { year: 2018, make: 'Mazda', model: 'CX-5', registration_expiry: '2027-01-31' } } });
      const response = await nevdis(post('/api/nevdis', { rego: '456DEF', state: 'QLD' }, 'redline-motors.localhost'), segment('redline-motors.localhost'));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        vehicle: { year: 2018, make: 'Mazda', model: 'CX-5', variant: null, body: null, fuel: null, transmission: null, colour: null, registration_expiry: '2027-01-31', vin: null, plate: null, state: null },
      });
    });
  });
});
