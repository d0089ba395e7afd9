'use client';

import { useEffect, useState } from 'react';
import type { FavouriteEntry } from '../../domain/favourites';
import type { SiteCar } from '../../api-json/site-car-json';
import { formatPrice, showPrice } from '../../domain/locale';
import type { Locale } from '../../domain/site-config';
import { fill, plural } from '../../i18n/fill';
import type { Messages } from '../../i18n/types';
import { CompareToggle } from '../compare/CompareToggle';
import { useTexts } from '../i18n/ClientTexts';
import { useHydrated } from '../storage/browser-store';
import { favouritesStore, useFavourites } from './favourites-store';
import { fetchSavedCars } from './saved-cars-client';
import { nextFetchState, type FetchState } from '../data/fetch-state';
import { CarPhoto } from '../car/CarPhoto';

type Known = { cars: Map<number, SiteCar>; missing: Set<number>; failed: boolean };

function remove(id: number) {
  favouritesStore.update((list) => list.filter((entry) => entry.id !== id));
}

type SavedCarProps = {
  entry: FavouriteEntry;
  /** The server's current view of the car; undefined until it answers. */
  car: SiteCar | undefined;
  /** The site no longer shows the car. */
  gone: boolean;
  locale: Locale;
  compare: boolean;
  texts: Messages['shortlist'];
};

function SavedCar({ entry, car, gone, locale, compare, texts }: SavedCarProps) {
  const name = car?.name ?? entry.name;
  return (
    <li className={`favourite-item${gone ? ' is-gone' : ''}${car?.sold ? ' is-sold' : ''}`}>
      <div className="favourite-image">
        {entry.primary_image_url ? (
          <CarPhoto src={entry.primary_image_url} alt="" width={160} height={120} sizes="160px" />
        ) : (
          <span className="favourite-noimage">{texts.noPhoto}</span>
        )}
      </div>
      <div className="favourite-body">
        <h2 className="favourite-name">{gone ? name : <a href={`/cars/${entry.slug}`}>{name}</a>}</h2>
        {gone ? (
          <p className="favourite-state">
            <span className="status-chip status-gone">{texts.gone}</span>
            <span>{texts.goneText}</span>
          </p>
        ) : car ? (
          <p className="favourite-state">
            <strong className="favourite-price">
              {showPrice(car.price) ? formatPrice(car.price, locale) : texts.enquireForPrice}
            </strong>
            <span className={`status-chip status-${car.status}`}>{texts.status[car.status]}</span>
            {car.reserved && !car.sold ? <span className="status-chip status-reserved">{texts.reserved}</span> : null}
          </p>
        ) : (
          <p className="favourite-state favourite-checking">{texts.checkingPrice}</p>
        )}
      </div>
      <div className="favourite-actions">
        {compare ? <CompareToggle carId={entry.id} name={name} addAllowed={car?.available ?? false} /> : null}
        <button type="button" className="button button-ghost button-small" onClick={() => remove(entry.id)}>
          {texts.remove}
          <span className="visually-hidden"> {fill(texts.removeNamed, { name })}</span>
        </button>
      </div>
    </li>
  );
}

/**
 * The saved cars with their current price and status from the server: a car sold since saving is
 * marked, and one the site no longer shows says so and can be removed.
 */
export function FavouritesList({ locale, searchPath, compare }: { locale: Locale; searchPath: string; compare: boolean }) {
  const texts = useTexts('shortlist');
  const hydrated = useHydrated();
  const list = useFavourites();
  const [known, setKnown] = useState<Known>({ cars: new Map(), missing: new Set(), failed: false });
  const [attempt, setAttempt] = useState(0);
  const key = list.map((entry) => entry.id).join(',');
  // The last fetch that settled, and for which list and attempt: a newer one is still under way.
  const [settled, setSettled] = useState<{ of: string; state: FetchState } | null>(null);
  const asked = `${key}#${attempt}`;
  const fetchState: FetchState = settled?.of === asked ? settled.state : nextFetchState(settled?.state ?? 'loading', 'start');

  useEffect(() => {
    if (key === '') return;
    const controller = new AbortController();
    const of = `${key}#${attempt}`;
    fetchSavedCars(key.split(',').map(Number), controller.signal).then(
      (answer) => {
        setKnown({ cars: new Map(answer.cars.map((car) => [car.id, car])), missing: new Set(answer.missing), failed: false });
        setSettled({ of, state: 'success' });
      },
      () => {
        if (controller.signal.aborted) return;
        setKnown((previous) => ({ ...previous, failed: true }));
        setSettled({ of, state: 'error' });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  if (!hydrated) return <p className="favourites-loading">{texts.loading}</p>;
  if (list.length === 0) {
    return (
      <div className="favourites-empty">
        <p>{texts.empty}</p>
        <a className="button" href={searchPath}>
          {texts.browseStock}
        </a>
      </div>
    );
  }
  return (
    <>
      <p className="favourites-count">
        {plural(texts.savedCount, list.length)}
      </p>
      {known.failed ? (
        <p className="favourites-error" role="alert">
          {texts.pricesFailed}{' '}
          <button type="button" className="button-link" onClick={() => setAttempt((n) => n + 1)}>
            {texts.tryAgain}
          </button>
        </p>
      ) : null}
      {/* Loading or refetching: the cars shown so far stay, their prices marked as being checked. */}
      <ul className="favourites-list" aria-busy={fetchState === 'loading' || fetchState === 'refetching'}>
        {list.map((entry) => (
          <SavedCar
            key={entry.id}
            entry={entry}
            car={known.cars.get(entry.id)}
            gone={known.missing.has(entry.id)}
            locale={locale}
            compare={compare}
            texts={texts}
          />
        ))}
      </ul>
    </>
  );
}
