import { z } from 'zod';
import { kmSchema, shortTextSchema, yearSchema } from '../../domain/validation/fields';
import type { Query } from '../prefill';
import { CONDITION_FACTORS } from '../../domain/vehicle-data/valuation';
import type { ValuationQuery } from '../../domain/vehicle-data/valuation-source';

/** The instant estimate's GET form, read from the page query with the shared field schemas. */
export function valuationQueryFrom(query: Query, currentYear: number): ValuationQuery | null {
  const one = (key: string) => {
    const value = query[key];
    return Array.isArray(value) ? value[0] : value;
  };
  const parsed = z
    .object({
      make: shortTextSchema,
      model: shortTextSchema,
      year: yearSchema(currentYear),
      km: kmSchema,
      condition: z.enum(Object.keys(CONDITION_FACTORS) as [string, ...string[]]).optional().catch(undefined),
    })
    .safeParse({ make: one('make'), model: one('model'), year: one('year'), km: one('km'), condition: one('condition') });
  return parsed.success ? parsed.data : null;
}
