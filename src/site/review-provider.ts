import type { Site } from '../domain/types';

/** The organisation id a site's review-rating provider knows it by: its own dealership's id. */
export function reviewRatingOrgId(site: Pick<Site, 'dealerships' | 'id'>): string {
  return String(site.dealerships[0]?.id ?? site.id);
}
