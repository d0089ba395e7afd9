import 'server-only';
import { getDb, type Db } from '../db';
import { carsByIds } from '../db/queries/cars-by-id';
import { listedStatuses, stockScope } from '../domain/inclusion';
import type { Site } from '../domain/types';
import { toSiteCar, type SiteCar, type SiteCarsAnswer } from './site-car';

/** Cars of this site's stock by id, for favourites and compare; never another tenant's car. */
export async function siteCarsByIds(site: Site, ids: readonly number[], now = new Date(), db?: Db): Promise<SiteCarsAnswer> {
  const found = await carsByIds(db ?? (await getDb()), stockScope(site, now), listedStatuses(site), ids);
  const byId = new Map(found.map((car) => [car.id, car]));
  const cars: SiteCar[] = [];
  const missing: number[] = [];
  for (const id of ids) {
    const car = byId.get(id);
    if (car) cars.push(toSiteCar(car, site, now));
    else missing.push(id);
  }
  return { cars, missing };
}
