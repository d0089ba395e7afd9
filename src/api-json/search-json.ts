import { bandOf, priceBandOf, WEEKLY_BANDS } from '../domain/price-bands';
import type { SearchResult } from '../domain/search/search-query';
import type { CarHit } from '../domain/types';
import { carFieldsJson } from './car-fields-json';

/** A car as GET /api/search answers it (SPEC 3 "Car (search hit)"): each facet's value under the facet's key. */
function searchHitJson(hit: CarHit) {
  return {
    ...carFieldsJson(hit),
    show_on_dealer_website: hit.showOnDealerWebsite,
    dealership_name: hit.dealershipName,
    location: { name: hit.locationName, distribution_locations: hit.distributionLocationIds },
    city: hit.city,
    state: hit.state,
    body: hit.simpleBody,
    fuel: hit.simpleFuel,
    drive: hit.simpleDrive,
    categories: hit.categories,
    filtered_features: hit.features,
    item_type: hit.itemType,
    make_model: `${hit.make} ${hit.model}`,
    price_range: priceBandOf(hit.price),
    weekly_price_range: hit.weeklyPayment === null ? null : bandOf(hit.weeklyPayment, WEEKLY_BANDS),
    has_nvic: hit.hasNvic,
    custom_rank: hit.customRank,
  };
}

/** The search API's answer (SPEC 7): the engine's result with each hit in the wire shape. */
export function searchResultJson(result: SearchResult) {
  return { ...result, hits: result.hits.map(searchHitJson) };
}
