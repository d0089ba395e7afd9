import { canSave, toFavouriteEntry } from '../../domain/favourites';
import type { CarSummary, Site } from '../../domain/types';
import { CompareToggle } from '../compare/CompareToggle';
import { FavouriteToggle } from '../favourites/FavouriteToggle';

/**
 * The save and compare controls of a car, where the site offers them (SPEC 4 and 5 rules): laid
 * over a card's image, or as labelled buttons in the car page's actions row.
 */
export function CarCardActions({ car, site, placement = 'card' }: { car: CarSummary; site: Site; placement?: 'card' | 'page' }) {
  const { favourites, compare } = site.config.features;
  if (!favourites && !compare) return null;
  const allowed = canSave(car, false, site.config);
  return (
    <div className={placement === 'card' ? 'car-card-actions' : 'car-page-shortlist'}>
      {favourites ? (
        <FavouriteToggle entry={toFavouriteEntry(car)} saveAllowed={allowed} variant={placement === 'card' ? 'icon' : 'button'} />
      ) : null}
      {compare ? <CompareToggle carId={car.id} name={car.name} addAllowed={allowed} /> : null}
    </div>
  );
}
