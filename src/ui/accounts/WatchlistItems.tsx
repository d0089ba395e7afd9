import { watchedStatusLabel } from '../../domain/accounts/garage';
import type { WatchedCar } from '../../domain/accounts/types';
import { formatPrice, showPrice } from '../../domain/locale';
import type { Locale } from '../../domain/site-config';
import { WatchlistToggle } from './WatchlistToggle';
import { messagesFor } from '../../i18n/messages';
import { CarPhoto } from '../car/CarPhoto';

/** The watched cars with their price and state now, each removable in place. */
export function WatchlistItems({ cars, locale }: { cars: WatchedCar[]; locale: Locale }) {
  const texts = messagesFor(locale).accounts;
  if (cars.length === 0) return <p>{texts.watchlistEmpty}</p>;
  return (
    <ul className="watchlist-items">
      {cars.map((car) => (
        <li key={car.id} className="watchlist-item">
          {car.primaryImageUrl ? <CarPhoto src={car.primaryImageUrl} alt="" width={120} height={80} sizes="120px" /> : null}
          <div className="watchlist-item-body">
            <a href={`/cars/${car.slug}`}>{car.name}</a>
            <p>
              {showPrice(car.price) ? formatPrice(car.price, locale) : texts.priceOnApplication}
              {' · '}
              <span className={`watch-status watch-status-${watchedStatusLabel(car).toLowerCase().replace(' ', '-')}`}>{watchedStatusLabel(car)}</span>
            </p>
          </div>
          <WatchlistToggle carId={car.id} name={car.name} saveAllowed={car.status !== 'sold'} initiallySaved texts={texts.watchlistButton} />
        </li>
      ))}
    </ul>
  );
}
