'use client';

import { CompareToggle } from '../compare/CompareToggle';
import { FavouriteToggle } from '../favourites/FavouriteToggle';
import type { CarCardView } from './car-card-view';
import { CarPhoto } from './CarPhoto';
import { TagBanner } from './TagBanner';

const PHOTO_SIZES = '(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw';

/**
 * A car card drawn from its view (car-card-view.ts). A client component on purpose: its props are
 * what a page's hydration data carries for the card (docs/decisions/053-car-cards-sent-as-data.md).
 */
export function CarCardContent({ view }: { view: CarCardView }) {
  const { shortlist } = view;
  return (
    <article className="car-card">
      <a href={view.href} className="car-card-link">
        <div className="car-card-image">
          {'src' in view.photo ? (
            <CarPhoto src={view.photo.src} alt={view.name} width={400} height={300} sizes={PHOTO_SIZES} priority={view.priority} />
          ) : (
            <div className="car-card-noimage">{view.photo.missing}</div>
          )}
          <TagBanner tag={view.tag} />
        </div>
        <div className="car-card-body">
          <p className="car-card-type">{view.condition}</p>
          <h3 className="car-card-name">{view.name}</h3>
          <p className="car-card-facts">{view.facts}</p>
          <p className="car-card-price">
            {view.before === null ? null : <s className="car-card-before">{view.before}</s>}
            <strong>{view.price}</strong>
          </p>
          <p className="car-card-location">{view.location}</p>
        </div>
      </a>
      {shortlist ? (
        <div className="car-card-actions">
          {shortlist.favourite ? <FavouriteToggle entry={shortlist.favourite} saveAllowed={shortlist.allowed} variant="icon" /> : null}
          {shortlist.compare ? <CompareToggle carId={view.id} name={view.name} addAllowed={shortlist.allowed} /> : null}
        </div>
      ) : null}
    </article>
  );
}
