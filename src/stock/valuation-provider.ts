import 'server-only';
import { getDb } from '../db';
import { comparablePrices } from '../db/queries/valuation-comparables';
import { estimateValue } from '../forms/valuation/estimate';
import type { ValuationProvider } from '../forms/valuation/provider';

/** Values from the asking prices of our own stock; plates cannot be looked up without a registry. */
export const stockValuationProvider: ValuationProvider = {
  lookupRego: () => Promise.resolve(null),
  async value(query) {
    const comparables = await comparablePrices(await getDb(), query.make, query.model);
    return estimateValue(comparables, query);
  },
};
