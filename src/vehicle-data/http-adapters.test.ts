import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderUnavailable } from '../domain/vehicle-data/provider-failure';
import { startFakeProvider, type FakeProvider, type ProviderBehaviour } from '../test-support/fake-vehicle-provider';
import { httpManufacturerSource, httpPrequalificationProvider, httpRegistrationLookup, httpValuationSource } from './http-adapters';
import type { FailureLog } from './http-call';

const KEY = 'vd_live_0123456789abcdefSECRET';

let provider: FakeProvider;
let logged: Parameters<FailureLog>[0][];
const logFailure: FailureLog = (entry) => logged.push(entry);

beforeAll(async () => {
  provider = await startFakeProvider();
});
afterAll(async () => {
  await provider.close();
});
beforeEach(() => {
  timeoutMs = 5_000;
  logged = [];
  provider.requests.length = 0;
});

/** Short only where a test waits for the timeout: a loaded machine answers a good call slowly too. */
let timeoutMs = 5_000;
const target = () => ({ baseUrl: provider.url, key: KEY, timeoutMs });

const VEHICLE = {
  vehicle: {
    year: 2019,
    make: 'Toyota',
    model: 'Corolla',
    variant: 'Ascent Sport',
    body: 'Hatch',
    fuel: 'Petrol',
    transmission: 'Automatic',
    colour: 'White',
    registration_expiry: '2027-03-01',
    vin: 'JTDKB20U993456789',
    plate: 'AB12CD',
    state: 'NSW',
  },
};
const RANGE = { low: 20000, high: 22000 };
const MAKE = { id: 7, name: 'Toyota', slug: 'toyota', logo_url: null, models: [{ id: 1, name: 'Corolla', slug: 'corolla', status: null, image_url: null, short_description: 'Small car' }] };
const APPLICATION = {
  first_name: 'Sam',
  last_name: 'Lee',
  email: 'sam@example.com',
  phone: '0412345678',
  postcode: '2000',
  loan_amount: 25000,
  annual_income: 90000,
  employment: 'full-time' as const,
};

/** Each kind's adapter, the call it makes, and a good answer of its provider. */
const KINDS = [
  { kind: 'registration', good: VEHICLE, call: () => httpRegistrationLookup(target(), logFailure).find({ kind: 'plate', plate: 'AB12CD', state: 'NSW' }), path: '/v1/registrations/lookup' },
  { kind: 'valuation', good: { trade: RANGE, private: RANGE, retail: RANGE, comparables: 12 }, call: () => httpValuationSource(target(), logFailure).value({ make: 'Toyota', model: 'Corolla', year: 2019, km: 60000 }), path: '/v1/valuations' },
  { kind: 'pre-qualification', good: { outcome: 'likely', reference: 'CC-123' }, call: () => httpPrequalificationProvider(target(), logFailure).prequalify(APPLICATION), path: '/v1/prequalifications' },
  { kind: 'manufacturer', good: MAKE, call: () => httpManufacturerSource(target(), logFailure).manufacturer(7), path: '/v1/manufacturers/7.json' },
] as const;

describe.each(KINDS)('the $kind adapter', ({ kind, good, call, path }) => {
  it('reads a good answer, sending the key to the provider only', async () => {
    provider.behave({ kind: 'json', body: good });
    const answer = await call();
    expect(answer).toBeTruthy();
    expect(provider.requests[0]).toMatchObject({ path, authorization: `Bearer ${KEY}` });
    expect(JSON.stringify(answer)).not.toContain(KEY);
    expect(logged).toEqual([]);
  });

  it.each<[string, ProviderBehaviour, string]>([
    ['a timeout', { kind: 'hang' }, 'timeout'],
    ['429', { kind: 'status', status: 429, body: `rate limited for key ${KEY}` }, 'busy'],
    ['500', { kind: 'status', status: 500, body: `stack trace: key=${KEY}` }, 'unavailable'],
    ['503', { kind: 'status', status: 503 }, 'unavailable'],
    ['an answer that is not JSON', { kind: 'garbage' }, 'malformed'],
    ['JSON of the wrong shape', { kind: 'json', body: { hello: 'world' } }, 'malformed'],
  ])('turns %s into ProviderUnavailable without the provider\'s words or the key', async (_name, behaviour, reason) => {
    provider.behave(behaviour);
    if (behaviour.kind === 'hang') timeoutMs = 300;
    const failure = await call().then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ProviderUnavailable);
    expect((failure as ProviderUnavailable).reason).toBe(reason);
    expect((failure as Error).message).not.toContain(KEY);
    expect((failure as Error).message).not.toMatch(/stack|rate limited|provider says/);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.reason).toBe(reason);
    expect(JSON.stringify(logged)).not.toContain(KEY);
  });

  it('answers not found as null, or as a failure where "not found" cannot be an answer', async () => {
    provider.behave({ kind: 'status', status: 404 });
    if (kind === 'pre-qualification') await expect(call()).rejects.toBeInstanceOf(ProviderUnavailable);
    else expect(await call()).toBeNull();
  });
});

it('a provider that cannot be reached is unavailable, not an error with its address', async () => {
  const unreachable = httpRegistrationLookup({ baseUrl: 'http://127.0.0.1:9/', key: KEY, timeoutMs: 300 }, logFailure);
  const failure = await unreachable.find({ kind: 'vin', vin: 'JTDKB20U993456789' }).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ProviderUnavailable);
  expect(logged).toEqual([{ provider: '127.0.0.1:9', reason: 'unavailable' }]);
});
