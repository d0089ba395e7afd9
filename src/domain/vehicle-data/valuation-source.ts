import type { Valuation } from './valuation';

/** The vehicle to value: what a registration lookup or the shopper gives, with its odometer and condition. */
export type ValuationQuery = { make: string; model: string; year: number; km: number; condition?: string | undefined };

/**
 * Where valuations come from (SPEC 7 "Rego valuation lookup"). Null means no figure: the built-in
 * source has too few comparable cars, or a market-data provider does not know the vehicle.
 */
export interface ValuationSource {
  value(query: ValuationQuery): Promise<Valuation | null>;
}
