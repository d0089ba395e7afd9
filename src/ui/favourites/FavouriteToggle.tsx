'use client';

import { isSaved, toggleFavourite, type FavouriteEntry } from '../../domain/favourites';
import { fill } from '../../i18n/fill';
import { recordEvent } from '../forms/analytics';
import { useTexts } from '../i18n/ClientTexts';
import { useHydrated } from '../storage/browser-store';
import { favouritesStore, useFavourites } from './favourites-store';
import { HeartIcon } from './ShortlistIcons';

export type FavouriteToggleProps = {
  /** The SPEC 3 fields to store (toFavouriteEntry builds them from a car). */
  entry: FavouriteEntry;
  /** canSave(car, false, site.config), worked out on the server: may an unsaved car be saved? */
  saveAllowed: boolean;
  /** 'icon' sits on a card's image; 'button' is a labelled button for an actions row. */
  variant?: 'icon' | 'button';
};

/**
 * Save to or remove from favourites. Nothing renders on the server or before hydration, since
 * only the browser knows what is saved; a car the rules hide the save for (sold, not available)
 * still shows the control once saved, so it can be removed. Render it only where
 * site.config.features.favourites is on, e.g. in a car page's actions row:
 * `<FavouriteToggle entry={toFavouriteEntry(car)} saveAllowed={canSave(car, false, site.config)} variant="button" />`.
 */
export function FavouriteToggle({ entry, saveAllowed, variant = 'icon' }: FavouriteToggleProps) {
  const texts = useTexts('shortlist');
  const hydrated = useHydrated();
  const saved = isSaved(useFavourites(), entry.id);
  if (!hydrated || !(saved || saveAllowed)) return null;
  const label = fill(saved ? texts.removeCar : texts.saveCar, { name: entry.name });
  return (
    <button
      type="button"
      className={variant === 'icon' ? 'favourite-toggle' : 'button button-ghost button-small favourite-toggle-button'}
      aria-pressed={saved}
      aria-label={variant === 'icon' ? label : undefined}
      title={variant === 'icon' ? label : undefined}
      onClick={() => {
        favouritesStore.update((list) => toggleFavourite(list, entry));
        // SPEC event 39 (favourite or save), and the insights' favourite saves; a removal is neither.
        if (!saved) recordEvent({ event: 'favourite_save', properties: { car_id: entry.id } });
      }}
    >
      <HeartIcon filled={saved} />
      {variant === 'button' ? <span>{saved ? texts.saved : texts.save}</span> : null}
    </button>
  );
}
