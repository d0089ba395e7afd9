import { z } from 'zod';
import { ITEM_TYPE_VALUES } from '../item-type';
import { CAR_TYPES } from '../site-config';
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

const nullableText = z.string().nullable();
const nullableWhole = z.number().int().nullable();

/** A car as GET, PUT and PATCH answer it: its state and every field, named as PUT takes them. */
export const dealerCarAnswerSchema = carStateSchema
  .extend({
    location_id: z.number().int(),
    name: z.string(),
    make: z.string(),
    model: z.string(),
    badge: nullableText,
    series: nullableText,
    year: z.number().int(),
    km: z.number().int(),
    vin: nullableText,
    price: z.number().int().meta({ description: '0 means price on application.' }),
    before_price: nullableWhole,
    subscription_price: nullableWhole,
    car_type: z.enum(CAR_TYPES),
    item_type: z.enum(ITEM_TYPE_VALUES),
    reservable: z.boolean().nullable(),
    preorder: z.boolean(),
    certified: z.boolean(),
    show_on_dealer_website: z.boolean(),
    tag: nullableText,
    simple_body: nullableText,
    simple_fuel: nullableText,
    simple_drive: nullableText,
    transmission: nullableText,
    colour: nullableText,
    seats: nullableWhole,
    categories: z.array(z.string()),
    features: z.array(z.string()),
    description: nullableText,
    images: z.array(z.string()).meta({ description: 'Photo URLs in display order.' }),
  })
  .meta({ id: 'DealerCarAnswer' });

export type DealerCarJson = z.output<typeof dealerCarAnswerSchema>;
