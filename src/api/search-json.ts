import { bandOf, PRICE_BANDS, WEEKLY_BANDS } from '../domain/price-bands';
import type { SearchResult } from '../domain/search-query';
import type { CarHit } from '../domain/types';

const epoch = (d: Date) => Math.floor(d.getTime() / 1000);

/** A car as GET /api/search answers it (SPEC 3 "Car (search hit)"): each facet's value under the facet's key. */
export function searchHitJson(hit: CarHit) {
  return {
    id: hit.id,
    slug: hit.slug,
    name: hit.name,
    make: hit.make,
    model: hit.model,
    badge: hit.badge,
    series: hit.series,
    year: hit.year,
    km: hit.km,
    stocknum: hit.stocknum,
    vin: hit.vin,
    price: hit.price,
    before_price: hit.beforePrice,
    subscription_price: hit.subscriptionPrice,
    car_type: hit.carType,
    status: hit.status,
    sold: hit.status === 'sold',
    reserved: hit.reserved,
    reservable: hit.reservable,
    preorder: hit.preorder,
    tag: hit.tag,
    certified: hit.certified,
    created_at: hit.createdAt.toISOString(),
    created_at_timestamp: epoch(hit.createdAt),
    sold_date_timestamp: hit.soldAt ? epoch(hit.soldAt) : null,
    show_on_dealer_website: hit.showOnDealerWebsite,
    dealership_id: hit.dealershipId,
    dealership_slug: hit.dealershipSlug,
    dealership_name: hit.dealershipName,
    location_id: hit.locationId,
    location_name: hit.locationName,
    location: { name: hit.locationName, distribution_locations: hit.distributionLocationIds },
    city: hit.city,
    state: hit.state,
    simple_fuel: hit.simpleFuel,
    simple_body: hit.simpleBody,
    simple_drive: hit.simpleDrive,
    body: hit.simpleBody,
    fuel: hit.simpleFuel,
    drive: hit.simpleDrive,
    transmission: hit.transmission,
    colour: hit.colour,
    seats: hit.seats,
    categories: hit.categories,
    filtered_features: hit.features,
    item_type: hit.itemType,
    make_model: `${hit.make} ${hit.model}`,
    price_range: bandOf(hit.price, PRICE_BANDS),
    weekly_price_range: hit.weeklyPayment === null ? null : bandOf(hit.weeklyPayment, WEEKLY_BANDS),
    primary_image_url: hit.primaryImageUrl,
    thumbnails: hit.images.map((i) => i.thumbUrl),
    photos_count: hit.photosCount,
    images: hit.images.map((i) => ({ image: { url: i.url }, thumb: { url: i.thumbUrl } })),
    has_nvic: hit.hasNvic,
    custom_rank: hit.customRank,
  };
}

export type SearchHitJson = ReturnType<typeof searchHitJson>;

/** The search API's answer (SPEC 7): the engine's result with each hit in the wire shape. */
export function searchResultJson(result: SearchResult) {
  return { ...result, hits: result.hits.map(searchHitJson) };
}
