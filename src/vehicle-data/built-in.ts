import 'server-only';
import type { Db } from '../db';
import { registeredVehicle, manufacturerWithModels } from '../db/queries/vehicle-registry';
import { comparablePrices } from '../db/queries/valuation-comparables';
import type { ManufacturerSource } from '../domain/vehicle-data/manufacturer';
import { demoOutcome, demoReference, type PrequalificationProvider } from '../domain/vehicle-data/prequalification';
import type { RegistrationLookup } from '../domain/vehicle-data/registration';
import { estimateValue } from '../domain/vehicle-data/valuation';
import type { ValuationSource } from '../domain/vehicle-data/valuation-source';

/**
 * The built-in providers, from our own data, so the demo and the tests work offline: the network's
 * cars are the registry, its stock and sold history the market, and pre-qualification a fixed
 * rule that says it is a demo.
 */
export function builtInRegistration(db: () => Promise<Db>): RegistrationLookup {
  return { find: async (query) => registeredVehicle(await db(), query) };
}

export function builtInValuation(db: () => Promise<Db>): ValuationSource {
  return { value: async (query) => estimateValue(await comparablePrices(await db(), query), query) };
}

export const demoPrequalification: PrequalificationProvider = {
  prequalify: (application) => Promise.resolve({ outcome: demoOutcome(application), reference: demoReference(application), demo: true }),
};

export function builtInManufacturers(db: () => Promise<Db>): ManufacturerSource {
  return { manufacturer: async (id) => manufacturerWithModels(await db(), id) };
}
