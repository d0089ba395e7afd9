import { formatDayLabel } from '../../domain/dates';
import { formatSpecialHours, groupWeek, localDate } from '../../domain/hours';
import type { LocationMapView } from '../../domain/location-map';
import { directionsUrl, locationKind } from '../../domain/locations';
import type { Location, Site } from '../../domain/types';
import { telHref } from '../phone';
import { LocationMap } from './LocationMap';
import { HoursTable } from './HoursTable';
import { LocationLicences, LocationStars, TodayHoursLine } from './LocationFacts';
import { LocationLines } from './LocationLines';
import { fill } from '../../i18n/fill';
import { messagesFor } from '../../i18n/messages';

/** SPEC 2 large location panel: everything about one location, with its map. */
export function LocationPanel({ location, site, now, map }: { location: Location; site: Site; now: Date; map: LocationMapView }) {
  const { config } = site;
  const today = localDate(now, config.timezone);
  const holidays = location.specialHours.filter((h) => h.date >= today.date);
  const isService = location.type === 'service';
  const openUrl = directionsUrl(location);
  const texts = messagesFor(site.locale).locations;
  return (
    <div className="container location-page">
      <header className="location-page-header">
        {location.badge ? <span className="location-badge">{location.badge}</span> : null}
        <h1>{location.name}</h1>
        <p className="location-type">{texts.pageTypes[locationKind(location)]}</p>
        <LocationStars location={location} site={site} />
      </header>
      <div className="location-page-grid">
        <section className="location-page-details" aria-labelledby="location-contact">
          {location.imageUrl ? <img className="location-page-image" src={location.imageUrl} alt={fill(texts.premises, { name: location.name })} width={800} height={450} /> : null}
          <h2 id="location-contact">{texts.contactDetails}</h2>
          <address className="location-address">
            <LocationLines location={location} />
            {location.email ? (
              <p className="location-line">
                <a href={`mailto:${location.email}`}>{location.email}</a>
              </p>
            ) : null}
          </address>
          <LocationLicences location={location} site={site} />
          <div className="location-actions">
            <a className="button button-small" href={openUrl} data-insight-click="directions" target="_blank" rel="noopener noreferrer">
              {texts.directions}
            </a>
            <a className="button button-small button-ghost" href={isService ? '/service' : `/contact-us/${location.slug}`}>
              {isService ? texts.bookService : texts.contact}
            </a>
            {!isService ? (
              <a className="button button-small button-ghost" href="/service">
                {texts.bookService}
              </a>
            ) : null}
          </div>
        </section>
        <section className="location-page-hours" aria-labelledby="location-hours">
          <h2 id="location-hours">{texts.openingHours}</h2>
          <TodayHoursLine location={location} site={site} now={now} />
          <HoursTable rows={groupWeek(location.openingHours)} />
          {holidays.length > 0 ? (
            <>
              <h3>{texts.holidayHeading}</h3>
              <HoursTable
                rows={holidays.map((h) => ({ label: `${formatDayLabel(h.date, site.locale)}${h.name ? ` (${h.name})` : ''}`, hours: formatSpecialHours(h) }))}
              />
            </>
          ) : null}
          {location.visitNote ? (
            <p className="location-visit-note">
              {location.visitNote}
              {location.phone ? (
                <>
                  {' '}
                  {texts.call} <a href={telHref(location.phone)}>{location.phone}</a>.
                </>
              ) : null}
            </p>
          ) : null}
        </section>
      </div>
      <section className="location-page-map" aria-labelledby="location-map-title">
        <h2 id="location-map-title">{texts.findUs}</h2>
        <LocationMap view={map} openUrl={openUrl} name={location.name} suburb={location.address.city} texts={texts} />
      </section>
    </div>
  );
}
