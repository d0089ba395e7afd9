import type { Estimate, Subject } from './estimate';

/** A vehicle as a registration lookup identifies it. */
type RegoVehicle = { make: string; model: string; year: number };
export type ValuationQuery = Subject & { make: string; model: string };

/**
 * Where valuations come from (SPEC 7 "Rego valuation lookup: rego, regoState"). The built-in
 * provider values from our own stock and has no registry to look plates up in; a paid registry
 * or market-data service plugs in behind the same interface.
 */
export interface ValuationProvider {
  lookupRego(rego: string, state: string): Promise<RegoVehicle | null>;
  value(query: ValuationQuery): Promise<Estimate | null>;
}
