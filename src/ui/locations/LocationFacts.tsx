import { hoursOn, localDate } from '../../domain/hours';
import { carriesOwnLabel, labelledLicence } from '../../domain/licence-label';
import type { Location, Site } from '../../domain/types';
import { fill } from '../../i18n/fill';
import { messagesFor } from '../../i18n/messages';
import { Icon } from '../icons/Icon';
import { Stars } from './Stars';

/**
 * The pieces of a location that the location card, the location page and the car page show alike,
 * so that each is drawn one way (LocationLines holds the address and phones, HoursTable the hours).
 */

/** The location's stars, where the site shows reviews and its rating is above the site's minimum (SPEC 5). */
export function LocationStars({ location, site }: { location: Location; site: Site }) {
  const { config } = site;
  if (!config.features.reviews || location.averageRating === null || location.averageRating <= config.ratingMinimum) return null;
  return <Stars average={location.averageRating} count={location.reviewCount} locale={site.locale} />;
}

/** Today's hours in the site's time zone, marked when a holiday changes them. */
export function TodayHoursLine({ location, site, now }: { location: Location; site: Site; now: Date }) {
  const today = localDate(now, site.config.timezone);
  const todayHours = hoursOn(today.date, today.weekday, location.openingHours, location.specialHours);
  const texts = messagesFor(site.locale).locations;
  return (
    <p className="location-line">
      <Icon name="clock" />
      <span>
        {fill(texts.today, { hours: todayHours ? todayHours.label : texts.callForHours })}
        {todayHours?.isSpecial ? texts.holidayMark : ''}
      </span>
    </p>
  );
}

/** The dealer licence and motor vehicle repairer numbers, where the location has them. */
export function LocationLicences({ location, site }: { location: Location; site: Site }) {
  const texts = messagesFor(site.locale).locations;
  return (
    <>
      {location.dealerLicenseNumber ? <p className="location-licence">{labelledLicence(site.config.licenceLabel, location.dealerLicenseNumber)}</p> : null}
      {location.motorVehicleRepairer ? (
        <p className="location-licence">
          {carriesOwnLabel(location.motorVehicleRepairer) ? location.motorVehicleRepairer : fill(texts.mvr, { number: location.motorVehicleRepairer })}
        </p>
      ) : null}
    </>
  );
}
