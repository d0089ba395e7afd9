import { z } from 'zod';
import { DATABASE_ID_MAX } from './database-id';

/** The `ids` query parameter of GET /api/cars (docs/api.md): which cars a browser asks about. */

/** One request's worth of saved cars; the favourites page asks in batches of this size. */
export const MAX_CAR_IDS = 20;

export const CAR_IDS_MESSAGE = `ids must be a comma-separated list of 1 to ${MAX_CAR_IDS} positive whole numbers, e.g. ids=12,34,56`;

const idSchema = z
  .string()
  .regex(/^[1-9][0-9]*$/, CAR_IDS_MESSAGE)
  .transform(Number)
  .refine((n) => n <= DATABASE_ID_MAX, CAR_IDS_MESSAGE);

const carIdsSchema = z
  .string(CAR_IDS_MESSAGE)
  .transform((raw) => raw.split(',').map((part) => part.trim()))
  .pipe(z.array(idSchema).min(1, CAR_IDS_MESSAGE).max(MAX_CAR_IDS, CAR_IDS_MESSAGE))
  .transform((ids) => [...new Set(ids)]);

export type CarIdsResult = { ok: true; ids: number[] } | { ok: false; message: string };

/** Strict: the whole value must be valid, so a client learns its mistake instead of getting a partial answer. */
export function parseCarIds(raw: string | null | undefined): CarIdsResult {
  const parsed = carIdsSchema.safeParse(raw ?? undefined);
  return parsed.success ? { ok: true, ids: parsed.data } : { ok: false, message: CAR_IDS_MESSAGE };
}
