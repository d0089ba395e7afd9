import type { CarDetail } from '../domain/types';

const epoch = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * A car for the JSON API, keyed in the SPEC 3 snake_case. Payment processors lose their
 * authorization keys: whether one exists is all a browser needs to know.
 */
export function carJson(car: CarDetail) {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    make: car.make,
    model: car.model,
    badge: car.badge,
    series: car.series,
    year: car.year,
    km: car.km,
    stocknum: car.stocknum,
    vin: car.vin,
    price: car.price,
    before_price: car.beforePrice,
    subscription_price: car.subscriptionPrice,
    car_type: car.carType,
    item_type: car.itemType,
    status: car.status,
    sold: car.status === 'sold',
    reserved: car.reserved,
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
    location_name: car.locationName,
    simple_fuel: car.simpleFuel,
    simple_body: car.simpleBody,
    simple_drive: car.simpleDrive,
    transmission: car.transmission,
    colour: car.colour,
    seats: car.seats,
    features: car.features,
    description: car.description,
    primary_image_url: car.primaryImageUrl,
    thumbnails: car.images.map((i) => i.thumbUrl),
    photos_count: car.photosCount,
    images: car.images.map((i) => ({ image: { url: i.url }, thumb: { url: i.thumbUrl } })),
    finance_lenders: car.financeLenders,
    autograb_data: { average_market_price: car.averageMarketPrice, state_average_market_price: car.stateAverageMarketPrice },
    payment_processors: car.paymentProcessors.map((p) => ({
      authorization_type: p.authorization_type,
      has_authorization_key: p.authorization_key !== null && p.authorization_key.trim() !== '',
      deposit_amount: p.deposit_amount,
    })),
    has_checkout_payment_processor: car.hasCheckoutPaymentProcessor,
  };
}
