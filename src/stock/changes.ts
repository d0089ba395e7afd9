import 'server-only';
import { invalidateCar } from '../cache/invalidate';
import { getDb } from '../db';
import { updateCar } from '../db/queries/car-updates';
import { carChangeSchema, toCarChange } from '../domain/validation/car-change';
import { fieldErrors } from '../domain/validation/field-errors';
import { NotFoundError, ValidationError } from '../lib/errors';

/** A stock feed's change to one car: validated, written, and every page that shows the car expired. */
export async function changeCar(carId: number, body: unknown): Promise<{ id: number; slug: string; siteIds: number[] }> {
  const parsed = carChangeSchema.safeParse(body);
  if (!parsed.success) throw new ValidationError('The change is not valid.', fieldErrors(parsed.error));
  const changed = await updateCar(await getDb(), carId, toCarChange(parsed.data));
  if (!changed) throw new NotFoundError('Not found');
  await invalidateCar(changed.slug, changed.siteIds);
  return changed;
}
