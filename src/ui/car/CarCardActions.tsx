import { canSave, toFavouriteEntry } from '../../domain/favourites';
import type { CarSummary, Site } from '../../domain/types';
import { CompareToggle } from '../compare/CompareToggle';
import { FavouriteToggle } from '../favourites/FavouriteToggle';

/** The save and compare controls of a car card, where the site offers them (SPEC 4 and 5 rules). */
export function CarCardActions({ car, site }: { car: CarSummary; site: Site }) {
  const { favourites, compare } = site.config.features;
  if (!favourites && !compare) return null;
  const allowed = canSave(car, false, site.config);
  return (
    <div className="car-card-actions">
      {favourites ? <FavouriteToggle entry={toFavouriteEntry(car)} saveAllowed={allowed} /> : null}
      {compare ? <CompareToggle carId={car.id} name={car.name} addAllowed={allowed} /> : null}
    </div>
  );
}
