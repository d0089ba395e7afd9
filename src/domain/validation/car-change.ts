import { z } from 'zod';
import type { CarChange } from '../car-records';

/** Upper bounds that no real vehicle reaches; they keep a typo from becoming a listed price. */
export const CAR_CHANGE_LIMITS = { price: 50_000_000, km: 5_000_000 } as const;

const wholeNumber = (max: number, what: string) =>
  z
    .number({ error: `${what} must be a number.` })
    .int(`${what} must be a whole number.`)
    .min(0, `${what} cannot be negative.`)
    .max(max, `${what} is above ${max}.`);

/** A stock feed's change to one car, in the API's snake_case (docs/api.md, "Stock changes"). */
export const carChangeSchema = z
  .strictObject(
    {
      price: wholeNumber(CAR_CHANGE_LIMITS.price, 'Price').optional(),
      before_price: wholeNumber(CAR_CHANGE_LIMITS.price, 'Before price').nullable().optional(),
      km: wholeNumber(CAR_CHANGE_LIMITS.km, 'Odometer').optional(),
      status: z.enum(['in_stock', 'coming_soon', 'sold'], { error: 'Status must be in_stock, coming_soon or sold.' }).optional(),
      reserved: z.boolean({ error: 'Reserved must be true or false.' }).optional(),
      show_on_dealer_website: z.boolean({ error: 'Show on dealer website must be true or false.' }).optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'This field cannot be changed here.' : 'Send the change as a JSON object.') },
  )
  .refine((change) => Object.keys(change).length > 0, 'Name at least one field to change.');

export function toCarChange(input: z.infer<typeof carChangeSchema>): CarChange {
  const { before_price: beforePrice, show_on_dealer_website: showOnDealerWebsite, ...rest } = input;
  return {
    ...rest,
    ...(beforePrice !== undefined ? { beforePrice } : {}),
    ...(showOnDealerWebsite !== undefined ? { showOnDealerWebsite } : {}),
  };
}
