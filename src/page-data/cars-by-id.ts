import 'server-only';
import { getDb, type Db } from '../db';
import { carsByIds } from '../db/queries/cars-by-id';
import { financeEstimate, siteLender, type FinanceEstimate } from '../domain/finance-display';
import { estimateFrequency } from '../domain/finance-quote';
import { listedStatuses, stockScope } from '../domain/inclusion';
import type { CompareCar, Site } from '../domain/types';

/** A car the site shows now, with the repayment the site may show for it (SPEC 5 provider rules). */
export type ListedCar = { car: CompareCar; estimate: FinanceEstimate | null };

export type ListedCars = {
  /** The cars the site shows now, in the order asked. */
  cars: ListedCar[];
  /** Ids asked for that the site does not show (sold long ago, withdrawn, or never its car). */
  missing: number[];
};

/** Cars of this site's stock by id, for favourites and compare; never another tenant's car. */
export async function siteCarsByIds(site: Site, ids: readonly number[], now = new Date(), db?: Db): Promise<ListedCars> {
  const found = await carsByIds(db ?? (await getDb()), stockScope(site, now), listedStatuses(site), ids);
  const byId = new Map(found.map((car) => [car.id, car]));
  const cars: ListedCar[] = [];
  const frequency = estimateFrequency(site.config.providers.finance, site.locale);
  const missing: number[] = [];
  for (const id of ids) {
    const car = byId.get(id);
    if (car) cars.push({ car, estimate: financeEstimate(car, siteLender(car.financeLenders, site.config), site.config, now, frequency, site.locale) });
    else missing.push(id);
  }
  return { cars, missing };
}
