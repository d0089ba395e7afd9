import { COMPARE_STORAGE_KEY, parseCompareSelection, serializeCompareSelection } from '../../domain/compare';
import { browserStore, useBrowserStore } from '../storage/browser-store';

const NONE: number[] = [];

export const compareStore = browserStore(COMPARE_STORAGE_KEY, parseCompareSelection, serializeCompareSelection, NONE);

export function useCompareSelection(): number[] {
  return useBrowserStore(compareStore);
}
