import type { CarSummary, Site } from '../../domain/types';
import { carCardView } from './car-card-view';
import { CarCardContent } from './CarCardContent';

/** `priority`: this card's photo is the page's largest paint (the first search result). */
export function CarCard({ car, site, now, priority = false }: { car: CarSummary; site: Site; now: Date; priority?: boolean }) {
  return <CarCardContent view={carCardView(car, site, now, priority)} />;
}
