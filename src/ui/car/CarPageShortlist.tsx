import type { CarSummary, Site } from '../../domain/types';
import { CompareToggle } from '../compare/CompareToggle';
import { FavouriteToggle } from '../favourites/FavouriteToggle';
import { shortlistView } from './car-card-view';

/** The car page's save and compare buttons, by the same rules as a card's icons (car-card-view.ts). */
export function CarPageShortlist({ car, site }: { car: CarSummary; site: Site }) {
  const shortlist = shortlistView(car, site.config);
  if (!shortlist) return null;
  return (
    <div className="car-page-shortlist">
      {shortlist.favourite ? <FavouriteToggle entry={shortlist.favourite} saveAllowed={shortlist.allowed} variant="button" /> : null}
      {shortlist.compare ? <CompareToggle carId={car.id} name={car.name} addAllowed={shortlist.allowed} /> : null}
    </div>
  );
}
