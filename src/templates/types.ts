import type { CarSummary, Review, Site } from '../domain/types';
import type { CarType } from '../domain/site-config';

/** Everything a template's home page may show; the page loads it once and the template arranges it. */
export type HomeData = {
  site: Site;
  now: Date;
  featured: CarSummary[];
  counts: Partial<Record<CarType, number>>;
  reviews: { items: Review[]; summary: { count: number; averageRating: string } };
};
