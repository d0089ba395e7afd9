import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { cars, manufacturers, models } from '../schema';
import { asModelStatus } from '../../domain/catalogue';
import type { ManufacturerData } from '../../domain/vehicle-data/manufacturer';
import type { RegisteredVehicle, RegistrationQuery } from '../../domain/vehicle-data/registration';

/**
 * The built-in registry: the network's own cars found by plate or VIN. Only the vehicle's own
 * description leaves the query (never its dealer, price or stock number), so one site's lookup
 * learns nothing of another tenant's business.
 */
export async function registeredVehicle(db: Db, query: RegistrationQuery): Promise<RegisteredVehicle | null> {
  const where = query.kind === 'vin' ? eq(cars.vin, query.vin) : and(eq(cars.regoState, query.state), eq(cars.rego, query.plate));
  const [row] = await db
    .select({
      year: cars.year,
      make: cars.make,
      model: cars.model,
      variant: cars.badge,
      body: cars.simpleBody,
      fuel: cars.simpleFuel,
      transmission: cars.transmission,
      colour: cars.colour,
      registrationExpiry: cars.regoExpiresOn,
      vin: cars.vin,
      plate: cars.rego,
      state: cars.regoState,
    })
    .from(cars)
    .where(where)
    .orderBy(asc(cars.id))
    .limit(1);
  return row ?? null;
}

/** A manufacturer and its models (SPEC 7 manufacturers/{id}.json), or null when there is none. */
export async function manufacturerWithModels(db: Db, id: number): Promise<ManufacturerData | null> {
  const [make] = await db.select().from(manufacturers).where(eq(manufacturers.id, id)).limit(1);
  if (!make) return null;
  const range = await db.select().from(models).where(eq(models.manufacturerId, id)).orderBy(asc(models.name));
  return {
    id: make.id,
    name: make.name,
    slug: make.slug,
    logo_url: make.logoUrl,
    models: range.map((m) => ({ id: m.id, name: m.name, slug: m.slug, status: asModelStatus(m.status), image_url: m.imageUrl, short_description: m.shortDescription })),
  };
}
