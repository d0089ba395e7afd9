import { FAVOURITES_STORAGE_KEY, parseFavourites, serializeFavourites, type FavouriteEntry } from '../../domain/favourites';
import { browserStore, useBrowserStore } from '../storage/browser-store';

const NONE: FavouriteEntry[] = [];

export const favouritesStore = browserStore(FAVOURITES_STORAGE_KEY, parseFavourites, serializeFavourites, NONE);

export function useFavourites(): FavouriteEntry[] {
  return useBrowserStore(favouritesStore);
}
