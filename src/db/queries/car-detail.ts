import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { StockScope } from '../../domain/inclusion';
import type { CarDetail, CarStatus } from '../../domain/types';
import type { CarType } from '../../domain/site-config';
import type { Db } from '../client';
import { cars, dealerships, locations } from '../schema';
import { stockScopeWhere } from './stock-scope';

const detailColumns = {
  id: cars.id,
  slug: cars.slug,
  name: cars.name,
  make: cars.make,
  model: cars.model,
  badge: cars.badge,
  series: cars.series,
  year: cars.year,
  km: cars.km,
  stocknum: cars.stocknum,
  vin: cars.vin,
  price: cars.price,
  beforePrice: cars.beforePrice,
  subscriptionPrice: cars.subscriptionPrice,
  carType: cars.carType,
  itemType: cars.itemType,
  status: cars.status,
  soldAt: cars.soldAt,
  reserved: cars.reserved,
  reservable: cars.reservable,
  preorder: cars.preorder,
  tag: cars.tag,
  certified: cars.certified,
  simpleFuel: cars.simpleFuel,
  simpleBody: cars.simpleBody,
  simpleDrive: cars.simpleDrive,
  transmission: cars.transmission,
  colour: cars.colour,
  seats: cars.seats,
  features: cars.features,
  description: cars.description,
  images: cars.images,
  financeLenders: cars.financeLenders,
  averageMarketPrice: cars.averageMarketPrice,
  stateAverageMarketPrice: cars.stateAverageMarketPrice,
  paymentProcessors: cars.paymentProcessors,
  hasCheckoutPaymentProcessor: cars.hasCheckoutPaymentProcessor,
  createdAt: cars.createdAt,
  updatedAt: cars.updatedAt,
  dealershipId: cars.dealershipId,
  dealershipSlug: dealerships.slug,
  dealershipName: dealerships.name,
  locationId: cars.locationId,
  locationName: locations.name,
};

/**
 * One car of a site's stock by slug. The site's scope is part of the lookup, so a car another
 * site sells, or one its inclusion rules hide, is simply not found.
 */
export async function carInScopeBySlug(db: Db, scope: StockScope, statuses: CarStatus[], slug: string): Promise<CarDetail | null> {
  const [row] = await db
    .select(detailColumns)
    .from(cars)
    .innerJoin(locations, eq(locations.id, cars.locationId))
    .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId))
    .where(and(eq(cars.slug, slug), stockScopeWhere(scope, statuses)))
    .limit(1);
  if (!row) return null;
  return {
    ...row,
    carType: row.carType as CarType,
    status: row.status as CarStatus,
    primaryImageUrl: row.images[0]?.url ?? null,
    photosCount: row.images.length,
  };
}
