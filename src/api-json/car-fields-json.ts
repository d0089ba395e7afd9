import type { CarHit, CarSummary } from '../domain/types';

/** The card fields every car answer names alike, the site's own API (./site-car-json.ts) included. */
export type CarCardFields = Pick<
  CarSummary,
  | 'id'
  | 'slug'
  | 'name'
  | 'make'
  | 'model'
  | 'badge'
  | 'year'
  | 'km'
  | 'price'
  | 'beforePrice'
  | 'carType'
  | 'status'
  | 'reserved'
  | 'transmission'
  | 'primaryImageUrl'
  | 'photosCount'
  | 'locationName'
> & { seats: number | null };

/** The card fields in snake_case: written once, so every car answer keys them the same. */
export function carCardJson(car: CarCardFields) {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    make: car.make,
    model: car.model,
    badge: car.badge,
    year: car.year,
    km: car.km,
    price: car.price,
    before_price: car.beforePrice,
    car_type: car.carType,
    status: car.status,
    sold: car.status === 'sold',
    reserved: car.reserved,
    transmission: car.transmission,
    seats: car.seats,
    primary_image_url: car.primaryImageUrl,
    photos_count: car.photosCount,
    location_name: car.locationName,
  };
}

/** The fields every SPEC 3 car answer shares, whichever API sends it. */
export type CarFields = Pick<
  CarHit,
  | 'id'
  | 'slug'
  | 'name'
  | 'make'
  | 'model'
  | 'badge'
  | 'series'
  | 'year'
  | 'km'
  | 'stocknum'
  | 'vin'
  | 'price'
  | 'beforePrice'
  | 'subscriptionPrice'
  | 'carType'
  | 'status'
  | 'reserved'
  | 'reservable'
  | 'preorder'
  | 'tag'
  | 'certified'
  | 'createdAt'
  | 'soldAt'
  | 'dealershipId'
  | 'dealershipSlug'
  | 'locationId'
  | 'locationName'
  | 'simpleFuel'
  | 'simpleBody'
  | 'simpleDrive'
  | 'transmission'
  | 'colour'
  | 'seats'
  | 'primaryImageUrl'
  | 'photosCount'
  | 'images'
>;

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

/** A car's shared fields keyed in the SPEC 3 snake_case, with its dates also as epoch seconds. */
export function carFieldsJson(car: CarFields) {
  return {
    ...carCardJson(car),
    series: car.series,
    stocknum: car.stocknum,
    vin: car.vin,
    subscription_price: car.subscriptionPrice,
    reservable: car.reservable,
    preorder: car.preorder,
    tag: car.tag,
    certified: car.certified,
    created_at: car.createdAt.toISOString(),
    created_at_timestamp: epoch(car.createdAt),
    sold_date_timestamp: car.soldAt ? epoch(car.soldAt) : null,
    dealership_id: car.dealershipId,
    dealership_slug: car.dealershipSlug,
    location_id: car.locationId,
    simple_fuel: car.simpleFuel,
    simple_body: car.simpleBody,
    simple_drive: car.simpleDrive,
    colour: car.colour,
    thumbnails: car.images.map((i) => i.thumbUrl),
    images: car.images.map((i) => ({ image: { url: i.url }, thumb: { url: i.thumbUrl } })),
  };
}
