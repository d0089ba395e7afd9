import 'server-only';
import { z } from 'zod';
import type { ManufacturerData, ManufacturerSource } from '../domain/vehicle-data/manufacturer';
import type { PrequalificationProvider } from '../domain/vehicle-data/prequalification';
import type { RegisteredVehicle, RegistrationLookup } from '../domain/vehicle-data/registration';
import type { ValuationSource } from '../domain/vehicle-data/valuation-source';
import { MODEL_STATUSES } from '../domain/catalogue';
import { ProviderUnavailable } from '../domain/vehicle-data/provider-failure';
import { callProvider, type FailureLog, type HttpProviderTarget } from './http-call';

/**
 * The HTTP adapters, one per kind of vehicle data, each speaking our provider contract
 * (docs/vehicle-data.md): JSON in and out, the key as a bearer token, 404 for "no such vehicle".
 */
const nullableText = z.string().max(200).nullable().optional().transform((value) => value ?? null);

const vehicleSchema = z.object({
  vehicle: z.object({
    year: z.number().int().min(1900).max(2100),
    make: z.string().min(1).max(60),
    model: z.string().min(1).max(60),
    variant: nullableText,
    body: nullableText,
    fuel: nullableText,
    transmission: nullableText,
    colour: nullableText,
    registration_expiry: z.iso.date().nullable().optional().transform((value) => value ?? null),
    vin: nullableText,
    plate: nullableText,
    state: nullableText,
  }),
});

export function httpRegistrationLookup(target: HttpProviderTarget, logFailure: FailureLog): RegistrationLookup {
  return {
    async find(query) {
      const body = query.kind === 'vin' ? { vin: query.vin } : { plate: query.plate, state: query.state };
      const answer = await callProvider(target, { method: 'POST', path: 'registrations/lookup', body }, vehicleSchema, logFailure);
      if (!answer) return null;
      const { registration_expiry: registrationExpiry, ...rest } = answer.vehicle;
      const vehicle: RegisteredVehicle = { ...rest, registrationExpiry };
      return vehicle;
    },
  };
}

const money = z.number().nonnegative().max(100_000_000);
const rangeSchema = z.object({ low: money, high: money }).refine((r) => r.low <= r.high);
const valuationSchema = z.object({ trade: rangeSchema, private: rangeSchema, retail: rangeSchema, comparables: z.number().int().min(0).optional() });

export function httpValuationSource(target: HttpProviderTarget, logFailure: FailureLog): ValuationSource {
  return {
    async value(query) {
      const body = { make: query.make, model: query.model, year: query.year, odometer: query.km, condition: query.condition ?? null };
      const answer = await callProvider(target, { method: 'POST', path: 'valuations', body }, valuationSchema, logFailure);
      // A market-data provider values from its own sales; how many it does not always say.
      return answer ? { ...answer, comparables: answer.comparables ?? 0 } : null;
    },
  };
}

const prequalificationSchema = z.object({ outcome: z.enum(['likely', 'possible', 'unlikely']), reference: z.string().min(1).max(60) });

export function httpPrequalificationProvider(target: HttpProviderTarget, logFailure: FailureLog): PrequalificationProvider {
  return {
    async prequalify(application) {
      const answer = await callProvider(target, { method: 'POST', path: 'prequalifications', body: application }, prequalificationSchema, logFailure);
      // A pre-qualification endpoint that knows nothing of the application is not working.
      if (!answer) throw new ProviderUnavailable('malformed');
      return { ...answer, demo: false };
    },
  };
}

const manufacturerSchema = z.object({
  id: z.number().int(),
  name: z.string().min(1).max(100),
  slug: z.string().min(1).max(100),
  logo_url: nullableText,
  models: z
    .array(
      z.object({
        id: z.number().int(),
        name: z.string().min(1).max(100),
        slug: z.string().min(1).max(100),
        status: z.enum(MODEL_STATUSES).nullable().optional().transform((value) => value ?? null),
        image_url: nullableText,
        short_description: nullableText,
      }),
    )
    .max(500),
});

export function httpManufacturerSource(target: HttpProviderTarget, logFailure: FailureLog): ManufacturerSource {
  return {
    async manufacturer(id): Promise<ManufacturerData | null> {
      return callProvider(target, { method: 'GET', path: `manufacturers/${id}.json` }, manufacturerSchema, logFailure);
    },
  };
}
