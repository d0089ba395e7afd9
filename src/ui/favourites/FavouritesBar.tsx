'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { FAVOURITES_BAR_MS, favouritesBar } from '../../domain/favourites';
import { fill } from '../../i18n/fill';
import { useTexts } from '../i18n/ClientTexts';
import { favouritesStore, useFavourites } from './favourites-store';
import { CarPhoto } from '../car/CarPhoto';

/**
 * SPEC 4 and 9: after the favourites list changes (here or in another tab) the bar shows the
 * latest saves for 5 seconds, on car and search pages only. The store's listeners hear changes,
 * not the first read, so a page load never shows it.
 */
export function FavouritesBar() {
  const texts = useTexts('shortlist');
  const list = useFavourites();
  const pathname = usePathname();
  const [shownAt, setShownAt] = useState<number | null>(null);

  useEffect(() => favouritesStore.subscribe(() => setShownAt(Date.now())), []);

  useEffect(() => {
    if (shownAt === null) return;
    const timer = window.setTimeout(() => setShownAt(null), FAVOURITES_BAR_MS);
    return () => window.clearTimeout(timer);
  }, [shownAt]);

  const bar = shownAt === null ? null : favouritesBar(list, pathname);
  return (
    <div className="favourites-bar-region" aria-live="polite">
      {bar ? (
        <aside className="favourites-bar" aria-label={texts.favourites}>
          <p className="favourites-bar-title">{texts.barTitle}</p>
          <ul className="favourites-bar-cars">
            {bar.cars.map((car) => (
              <li key={car.id}>
                <a href={`/cars/${car.slug}`}>
                  {car.primary_image_url ? <CarPhoto src={car.primary_image_url} alt="" width={56} height={42} sizes="56px" lazy={false} /> : null}
                  <span>{car.name}</span>
                </a>
              </li>
            ))}
            {bar.badge ? (
              <li className="favourites-bar-badge">
                <span aria-hidden="true">{bar.badge}</span>
                <span className="visually-hidden">{fill(texts.barMore, { count: bar.extra })}</span>
              </li>
            ) : null}
          </ul>
          <a className="button button-small" href="/favourites">
            {texts.viewFavourites}
          </a>
        </aside>
      ) : null}
    </div>
  );
}
