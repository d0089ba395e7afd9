import { formatPrice, showPrice } from '../../domain/locale';
import { carFacts } from '../../i18n/car-facts';
import { messagesFor } from '../../i18n/messages';
import { cardTag } from '../../domain/tags';
import type { CarSummary, Site } from '../../domain/types';
import { CarCardActions } from './CarCardActions';
import { TagBanner } from './TagBanner';
import { CarPhoto } from './CarPhoto';

/** `priority`: this card's photo is the page's largest paint (the first search result). */
export function CarCard({ car, site, now, priority = false }: { car: CarSummary; site: Site; now: Date; priority?: boolean }) {
  const { locale } = site;
  const facts = carFacts(car, locale);
  const { car: texts, shortlist } = messagesFor(locale);
  return (
    <article className="car-card">
      <a href={`/cars/${car.slug}`} className="car-card-link">
        <div className="car-card-image">
          {car.primaryImageUrl ? (
            <CarPhoto src={car.primaryImageUrl} alt={car.name} width={400} height={300} sizes="(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw" priority={priority} />
          ) : (
            <div className="car-card-noimage">{texts.noPhotos}</div>
          )}
          <TagBanner tag={cardTag(car, site.config, now)} />
        </div>
        <div className="car-card-body">
          <p className="car-card-type">{texts.conditions[car.carType]}</p>
          <h3 className="car-card-name">{car.name}</h3>
          <p className="car-card-facts">{facts.join(' · ')}</p>
          <p className="car-card-price">
            {showPrice(car.price) ? (
              <>
                {car.beforePrice && car.beforePrice > car.price ? (
                  <s className="car-card-before">{formatPrice(car.beforePrice, locale)}</s>
                ) : null}
                <strong>{formatPrice(car.price, locale)}</strong>
              </>
            ) : (
              <strong>{shortlist.enquireForPrice}</strong>
            )}
          </p>
          <p className="car-card-location">{car.locationName}</p>
        </div>
      </a>
      <CarCardActions car={car} site={site} />
    </article>
  );
}
