import 'server-only';
import { getDb } from '../db';
import { featuredCars } from '../db/queries/cars';
import { listedStatuses, stockScope } from '../domain/inclusion';
import type { CarSummary, Site } from '../domain/types';

const FEATURED_COUNT = 8;

export async function featuredStock(site: Site, now = new Date()): Promise<CarSummary[]> {
  return featuredCars(await getDb(), stockScope(site, now), listedStatuses(site), FEATURED_COUNT);
}
