'use client';

import { isSaved, toggleFavourite, type FavouriteEntry } from '../../domain/favourites';
import { useHydrated } from '../storage/browser-store';
import { favouritesStore, useFavourites } from './favourites-store';

export type FavouriteToggleProps = {
  /** The SPEC 3 fields to store (toFavouriteEntry builds them from a car). */
  entry: FavouriteEntry;
  /** canSave(car, false, site.config) && site.config.features.favourites, worked out on the server. */
  saveAllowed: boolean;
  /** 'icon' sits on a card's image; 'button' is a labelled button for an actions row. */
  variant?: 'icon' | 'button';
};

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false" className="icon">
      <path
        d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 6.9-7l.9.9.9-.9a4.9 4.9 0 0 1 6.9 7z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={2}
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Save to or remove from favourites. Nothing renders on the server or before hydration, since
 * only the browser knows what is saved; a car the rules hide the save for (sold, not available)
 * still shows the control once saved, so it can be removed.
 */
export function FavouriteToggle({ entry, saveAllowed, variant = 'icon' }: FavouriteToggleProps) {
  const hydrated = useHydrated();
  const saved = isSaved(useFavourites(), entry.id);
  if (!hydrated || !(saved || saveAllowed)) return null;
  const label = saved ? `Remove ${entry.name} from favourites` : `Save ${entry.name} to favourites`;
  return (
    <button
      type="button"
      className={variant === 'icon' ? 'favourite-toggle' : 'button button-ghost button-small favourite-toggle-button'}
      aria-pressed={saved}
      aria-label={variant === 'icon' ? label : undefined}
      title={variant === 'icon' ? label : undefined}
      onClick={() => favouritesStore.update((list) => toggleFavourite(list, entry))}
    >
      <Heart filled={saved} />
      {variant === 'button' ? <span>{saved ? 'Saved' : 'Save'}</span> : null}
    </button>
  );
}
