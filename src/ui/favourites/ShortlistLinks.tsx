'use client';

import { compareUrl } from '../../domain/compare';
import { useCompareSelection } from '../compare/compare-store';
import { useTexts } from '../i18n/ClientTexts';
import { useFavourites } from './favourites-store';
import { CompareIcon, HeartIcon } from './ShortlistIcons';

/**
 * The header's favourites link (SPEC 6: only when favourites are enabled and the list has items)
 * and the compare link with its count, in the top banner (SPEC 2). Both come from browser storage,
 * so the server renders none.
 */
export function ShortlistLinks({ favourites, compare }: { favourites: boolean; compare: boolean }) {
  const texts = useTexts('shortlist');
  const saved = useFavourites().length;
  const selection = useCompareSelection();
  const showFavourites = favourites && saved > 0;
  const showCompare = compare && selection.length > 0;
  if (!showFavourites && !showCompare) return null;
  return (
    <div className="shortlist-links">
      {showFavourites ? (
        <a href="/favourites" className="shortlist-link" title={texts.favourites}>
          <HeartIcon filled />
          <span className="visually-hidden">{texts.favourites} </span>
          <span className="shortlist-count">{saved}</span>
        </a>
      ) : null}
      {showCompare ? (
        <a href={compareUrl(selection)} className="shortlist-link" title={texts.compare}>
          <CompareIcon />
          <span className="visually-hidden">{texts.compare} </span>
          <span className="shortlist-count">{selection.length}</span>
        </a>
      ) : null}
    </div>
  );
}
