import { formatSpecialHours, localDate } from '../../domain/hours';
import { directionsUrl, locationKind } from '../../domain/locations';
import type { Location, Site } from '../../domain/types';
import { messagesFor } from '../../i18n/messages';
import { HolidayHours } from './HolidayHours';
import { LocationLicences, LocationStars, TodayHoursLine } from './LocationFacts';
import { LocationLines } from './LocationLines';

const dateLabel = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** SPEC 2 location card. */
export function LocationCard({ location, site, now }: { location: Location; site: Site; now: Date }) {
  const { config } = site;
  const today = localDate(now, config.timezone);
  const upcomingHolidays = location.specialHours.filter((h) => h.date >= today.date);
  const isService = location.type === 'service';
  const texts = messagesFor(site.locale).locations;
  return (
    <article className="location-card">
      {location.imageUrl ? (
        <img className="location-card-image" src={location.imageUrl} alt="" height={150} loading="lazy" />
      ) : null}
      <div className="location-card-body">
        {location.badge ? <span className="location-badge">{location.badge}</span> : null}
        <h3>{location.name}</h3>
        <p className="location-type">{texts.cardTypes[locationKind(location)]}</p>
        <LocationStars location={location} site={site} />
        <LocationLines location={location} />
        <TodayHoursLine location={location} site={site} now={now} />
        {location.visitNote ? <p className="location-line visit-note">{location.visitNote}</p> : null}
        {config.features.specialHours && upcomingHolidays.length > 0 ? (
          <HolidayHours
            locationName={location.name}
            rows={upcomingHolidays.map((h) => ({
              date: h.date,
              label: `${dateLabel(h.date, site.locale)}${h.name ? ` (${h.name})` : ''}`,
              hours: formatSpecialHours(h),
            }))}
            visitNote={location.visitNote}
            phone={location.phone}
            texts={{ viewHoliday: texts.viewHoliday, holidayTitle: texts.holidayTitle, visitPhone: texts.visitPhone, close: texts.close }}
          />
        ) : null}
        <LocationLicences location={location} site={site} />
        <div className="location-actions">
          <a className="button button-small" href={directionsUrl(location)} data-insight-click="directions" target="_blank" rel="noopener noreferrer">
            {texts.directions}
          </a>
          <a className="button button-small button-ghost" href={`/our-location/${location.slug}`}>
            {texts.details}
          </a>
          <a className="button button-small button-ghost" href={isService ? '/service' : `/contact-us/${location.slug}`}>
            {isService ? texts.bookService : texts.contact}
          </a>
        </div>
      </div>
    </article>
  );
}
