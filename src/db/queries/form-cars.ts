import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { cars } from '../schema';

export type FormCarRow = { id: number; name: string; slug: string; carType: string; stocknum: string; make: string; model: string; price: number };

/** A car a form is about, only if one of the site's dealerships owns it. */
export async function carForForm(db: Db, carId: number, dealershipIds: readonly number[]): Promise<FormCarRow | null> {
  if (dealershipIds.length === 0) return null;
  const [row] = await db
    .select({ id: cars.id, name: cars.name, slug: cars.slug, carType: cars.carType, stocknum: cars.stocknum, make: cars.make, model: cars.model, price: cars.price })
    .from(cars)
    .where(and(eq(cars.id, carId), inArray(cars.dealershipId, [...dealershipIds])));
  return row ?? null;
}
