import 'server-only';
import { asc } from 'drizzle-orm';
import type { StockScope } from '../../domain/inclusion';
import type { SitemapCar } from '../../domain/sitemap';
import type { CarStatus } from '../../domain/types';
import type { Db } from '../client';
import { cars } from '../schema';
import { stockScopeWhere } from './stock-scope';

/**
 * The cars of a site's sitemap: its listed cars, without the recently sold ones search still
 * shows (the scope's sold window is dropped), in slug order.
 */
export async function sitemapCars(db: Db, scope: StockScope, statuses: CarStatus[]): Promise<SitemapCar[]> {
  const rows = await db
    .select({ slug: cars.slug, status: cars.status, showOnDealerWebsite: cars.showOnDealerWebsite, updatedAt: cars.updatedAt })
    .from(cars)
    .where(stockScopeWhere({ ...scope, soldSince: null }, statuses))
    .orderBy(asc(cars.slug));
  return rows.map((r) => ({ ...r, status: r.status as CarStatus }));
}
