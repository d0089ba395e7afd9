import { formatDayLabel } from '../../domain/dates';
import { formatSpecialHours, groupWeek, hoursOn, localDate } from '../../domain/hours';
import type { LocationMapView } from '../../domain/location-map';
import { directionsUrl, locationKind } from '../../domain/locations';
import type { Location, Site } from '../../domain/types';
import { Icon } from '../icons/Icon';
import { telHref } from '../phone';
import { LocationMap } from './LocationMap';
import { Stars } from './Stars';
import { LocationLines } from './LocationLines';
import { fill } from '../../i18n/fill';
import { messagesFor } from '../../i18n/messages';

/** SPEC 2 large location panel: everything about one location, with its map. */
export function LocationPanel({ location, site, now, map }: { location: Location; site: Site; now: Date; map: LocationMapView }) {
  const { config } = site;
  const today = localDate(now, config.timezone);
  const todayHours = hoursOn(today.date, today.weekday, location.openingHours, location.specialHours);
  const holidays = location.specialHours.filter((h) => h.date >= today.date);
  const showStars = config.features.reviews && location.averageRating !== null && location.averageRating > config.ratingMinimum;
  const isService = location.type === 'service';
  const openUrl = directionsUrl(location);
  const texts = messagesFor(site.locale).locations;
  return (
    <div className="container location-page">
      <header className="location-page-header">
        {location.badge ? <span className="location-badge">{location.badge}</span> : null}
        <h1>{location.name}</h1>
        <p className="location-type">{texts.pageTypes[locationKind(location)]}</p>
        {showStars ? <Stars average={location.averageRating as number} count={location.reviewCount} locale={site.locale} /> : null}
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
          {location.dealerLicenseNumber ? (
            <p className="location-licence">
              {config.licenceLabel} {location.dealerLicenseNumber}
            </p>
          ) : null}
          {location.motorVehicleRepairer ? <p className="location-licence">{fill(texts.mvr, { number: location.motorVehicleRepairer })}</p> : null}
          <div className="location-actions">
            <a className="button button-small" href={openUrl} target="_blank" rel="noopener noreferrer">
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
          <p className="location-line">
            <Icon name="clock" />
            <span>
              {fill(texts.today, { hours: todayHours ? todayHours.label : texts.callForHours })}
              {todayHours?.isSpecial ? texts.holidayMark : ''}
            </span>
          </p>
          <table className="hours-table">
            <tbody>
              {groupWeek(location.openingHours).map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {holidays.length > 0 ? (
            <>
              <h3>{texts.holidayHeading}</h3>
              <table className="hours-table">
                <tbody>
                  {holidays.map((h) => (
                    <tr key={h.date}>
                      <th scope="row">
                        {formatDayLabel(h.date, site.locale)}
                        {h.name ? ` (${h.name})` : ''}
                      </th>
                      <td>{formatSpecialHours(h)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
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
        <LocationMap view={map} openUrl={openUrl} name={location.name} texts={texts} />
      </section>
    </div>
  );
}
