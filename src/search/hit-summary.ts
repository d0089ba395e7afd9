import type { CarSummary } from '../domain/types';
import type { SearchHit } from './types';

/** The car-card fields of a search hit. */
export function hitSummary(hit: SearchHit): CarSummary {
  return {
    id: hit.id,
    slug: hit.slug,
    name: hit.name,
    make: hit.make,
    model: hit.model,
    badge: hit.badge,
    year: hit.year,
    km: hit.km,
    price: hit.price,
    beforePrice: hit.before_price,
    carType: hit.car_type,
    status: hit.status,
    reserved: hit.reserved,
    tag: hit.tag,
    certified: hit.certified,
    simpleFuel: hit.simple_fuel,
    simpleBody: hit.simple_body,
    transmission: hit.transmission,
    createdAt: new Date(hit.created_at),
    primaryImageUrl: hit.primary_image_url,
    photosCount: hit.photos_count,
    locationName: hit.location_name,
  };
}
