import { z } from 'zod';
import { CAR_STATUSES } from './car-input';

/**
 * The dealer API's own car bodies besides the car itself (src/domain/validation/car-input.ts):
 * the reserved switch and the state every car call answers. The same schemas generate the API's
 * OpenAPI document (src/dealer-api/openapi.ts), so the document cannot drift from the checks.
 */

export const carReservedSchema = z
  .strictObject(
    { reserved: z.boolean({ error: 'Reserved must be true or false.' }) },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'This field cannot be changed here.' : 'Send {"reserved": true} or {"reserved": false}.') },
  )
  .meta({ id: 'CarReserved' });

/** What every car call of the dealer API answers: the car's identity and stock state after the change. */
export const carStateSchema = z
  .object({
    id: z.number().int(),
    slug: z.string().meta({ description: "The car page's path on each site is /cars/{slug}." }),
    stock_number: z.string(),
    status: z.enum(CAR_STATUSES),
    reserved: z.boolean(),
    sold_at: z.iso.datetime().nullable(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'CarState' });

export type CarStateJson = z.output<typeof carStateSchema>;
