import 'server-only';
import type { Site } from '../domain/types';
import { ProviderUnavailable } from '../domain/vehicle-data/provider-failure';
import type { Valuation } from '../domain/vehicle-data/valuation';
import type { ValuationQuery } from '../domain/vehicle-data/valuation-source';
import { vehicleDataFor } from './providers';

/**
 * The /valuations page's instant estimate from the site's valuation provider. A provider that cannot
 * answer gives no estimate rather than a broken page: the shopper still has the request form.
 */
export async function instantValuation(site: Site, query: ValuationQuery): Promise<Valuation | null> {
  try {
    return await vehicleDataFor(site).valuation.value(query);
  } catch (error) {
    if (error instanceof ProviderUnavailable) return null;
    throw error;
  }
}
