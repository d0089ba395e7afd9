'use client';

import { useEffect, useState } from 'react';
import type { FavouriteEntry } from '../../domain/favourites';
import type { SiteCar } from '../../api/site-car-json';
import { formatPrice, showPrice } from '../../domain/locale';
import type { Locale } from '../../domain/site-config';
import { spell } from '../../i18n/spell';
import { CompareToggle } from '../compare/CompareToggle';
import { useHydrated } from '../storage/browser-store';
import { favouritesStore, useFavourites } from './favourites-store';
import { fetchSavedCars } from './saved-cars-client';
import { CarPhoto } from '../car/CarPhoto';

type Known = { cars: Map<number, SiteCar>; missing: Set<number>; failed: boolean };

const STATUS_LABEL: Record<SiteCar['status'], string> = { in_stock: 'In stock', coming_soon: 'Coming soon', sold: 'Sold' };

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
};

function SavedCar({ entry, car, gone, locale, compare }: SavedCarProps) {
  const name = car?.name ?? entry.name;
  return (
    <li className={`favourite-item${gone ? ' is-gone' : ''}${car?.sold ? ' is-sold' : ''}`}>
      <div className="favourite-image">
        {entry.primary_image_url ? (
          <CarPhoto src={entry.primary_image_url} alt="" width={160} height={120} sizes="160px" />
        ) : (
          <span className="favourite-noimage">No photo</span>
        )}
      </div>
      <div className="favourite-body">
        <h2 className="favourite-name">{gone ? name : <a href={`/cars/${entry.slug}`}>{name}</a>}</h2>
        {gone ? (
          <p className="favourite-state">
            <span className="status-chip status-gone">No longer available</span>
            <span>This car is no longer in our stock.</span>
          </p>
        ) : car ? (
          <p className="favourite-state">
            <strong className="favourite-price">
              {showPrice(car.price) ? formatPrice(car.price, locale) : spell('Enquire for price', locale)}
            </strong>
            <span className={`status-chip status-${car.status}`}>{STATUS_LABEL[car.status]}</span>
            {car.reserved && !car.sold ? <span className="status-chip status-reserved">Reserved</span> : null}
          </p>
        ) : (
          <p className="favourite-state favourite-checking">Checking the current price…</p>
        )}
      </div>
      <div className="favourite-actions">
        {compare ? <CompareToggle carId={entry.id} name={name} addAllowed={car?.available ?? false} /> : null}
        <button type="button" className="button button-ghost button-small" onClick={() => remove(entry.id)}>
          Remove<span className="visually-hidden"> {name} from favourites</span>
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
  const hydrated = useHydrated();
  const list = useFavourites();
  const [known, setKnown] = useState<Known>({ cars: new Map(), missing: new Set(), failed: false });
  const [attempt, setAttempt] = useState(0);
  const key = list.map((entry) => entry.id).join(',');

  useEffect(() => {
    if (key === '') return;
    const controller = new AbortController();
    fetchSavedCars(key.split(',').map(Number), controller.signal).then(
      (answer) => setKnown({ cars: new Map(answer.cars.map((car) => [car.id, car])), missing: new Set(answer.missing), failed: false }),
      () => {
        if (!controller.signal.aborted) setKnown((previous) => ({ ...previous, failed: true }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  if (!hydrated) return <p className="favourites-loading">Loading your favourites…</p>;
  if (list.length === 0) {
    return (
      <div className="favourites-empty">
        <p>You have not saved any cars yet. Use the heart on a car to keep it here.</p>
        <a className="button" href={searchPath}>
          Browse our stock
        </a>
      </div>
    );
  }
  return (
    <>
      <p className="favourites-count">
        {list.length} saved {list.length === 1 ? 'car' : 'cars'}
      </p>
      {known.failed ? (
        <p className="favourites-error" role="alert">
          We could not check the current prices.{' '}
          <button type="button" className="button-link" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </button>
        </p>
      ) : null}
      <ul className="favourites-list">
        {list.map((entry) => (
          <SavedCar
            key={entry.id}
            entry={entry}
            car={known.cars.get(entry.id)}
            gone={known.missing.has(entry.id)}
            locale={locale}
            compare={compare}
          />
        ))}
      </ul>
    </>
  );
}
