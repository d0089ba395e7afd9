import 'server-only';
import { getDb } from '../db';
import type { Site } from '../domain/types';
import type { VehicleDataProviderConfig } from '../domain/site-config';
import type { ManufacturerData, ManufacturerSource } from '../domain/vehicle-data/manufacturer';
import type { PrequalificationProvider } from '../domain/vehicle-data/prequalification';
import { queryKey, type RegisteredVehicle, type RegistrationLookup } from '../domain/vehicle-data/registration';
import type { Valuation } from '../domain/vehicle-data/valuation';
import type { ValuationSource } from '../domain/vehicle-data/valuation-source';
import { env } from '../env';
import { requestLog } from '../lib/request-log';
import { secretPairs } from '../lib/secret-pairs';
import { TtlCache } from '../lib/ttl-cache';
import { builtInManufacturers, builtInRegistration, builtInValuation, demoPrequalification } from './built-in';
import { httpManufacturerSource, httpPrequalificationProvider, httpRegistrationLookup, httpValuationSource } from './http-adapters';
import type { FailureLog, HttpProviderTarget } from './http-call';

export type VehicleData = {
  registration: RegistrationLookup;
  valuation: ValuationSource;
  prequalification: PrequalificationProvider;
  manufacturer: ManufacturerSource;
};

/** Answers are kept briefly: a shopper who looks twice, or a page and its form, ask the provider once. */
const CACHE = { ttlMs: 5 * 60_000, max: 5_000 };
const vehicles = new TtlCache<string, RegisteredVehicle | null>(CACHE);
const valuations = new TtlCache<string, Valuation | null>(CACHE);
const makes = new TtlCache<string, ManufacturerData | null>(CACHE);

const logFailure: FailureLog = (entry) => requestLog().warn(entry, 'vehicle data provider failed');

function target(config: Extract<VehicleDataProviderConfig, { kind: 'http' }>): HttpProviderTarget {
  const key = config.keyName ? (secretPairs(env().VEHICLE_DATA_KEYS).get(config.keyName) ?? null) : null;
  return { baseUrl: config.baseUrl, key, timeoutMs: config.timeoutMs };
}

/** The site's providers (its config names them, as data), each answer cached per site and question. */
export function vehicleDataFor(site: Site): VehicleData {
  const { registration, valuation, prequalification, manufacturer } = site.config.vehicleData;
  const registry = registration.kind === 'http' ? httpRegistrationLookup(target(registration), logFailure) : builtInRegistration(getDb);
  const market = valuation.kind === 'http' ? httpValuationSource(target(valuation), logFailure) : builtInValuation(getDb);
  const catalogue = manufacturer.kind === 'http' ? httpManufacturerSource(target(manufacturer), logFailure) : builtInManufacturers(getDb);
  return {
    registration: { find: (query) => vehicles.get(`${site.id}:${queryKey(query)}`, () => registry.find(query)) },
    valuation: { value: (query) => valuations.get(`${site.id}:${JSON.stringify(query)}`, () => market.value(query)) },
    // Each application is the shopper's own: never cached.
    prequalification: prequalification.kind === 'http' ? httpPrequalificationProvider(target(prequalification), logFailure) : demoPrequalification,
    manufacturer: { manufacturer: (id) => makes.get(`${site.id}:${id}`, () => catalogue.manufacturer(id)) },
  };
}
