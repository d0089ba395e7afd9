import { canSave, toFavouriteEntry } from '../../domain/favourites';
import type { CarSummary, Site } from '../../domain/types';
import { CompareToggle } from '../compare/CompareToggle';
import { FavouriteToggle } from '../favourites/FavouriteToggle';

/**
 * The car page's save and compare buttons, where the site offers them (SPEC 4 and 5 rules); a
 * card's icons are drawn by CarCardContent from the same rules (car-card-view.ts).
 */
export function CarPageShortlist({ car, site }: { car: CarSummary; site: Site }) {
  const { favourites, compare } = site.config.features;
  if (!favourites && !compare) return null;
  const allowed = canSave(car, false, site.config);
  return (
    <div className="car-page-shortlist">
      {favourites ? <FavouriteToggle entry={toFavouriteEntry(car)} saveAllowed={allowed} variant="button" /> : null}
      {compare ? <CompareToggle carId={car.id} name={car.name} addAllowed={allowed} /> : null}
    </div>
  );
}
