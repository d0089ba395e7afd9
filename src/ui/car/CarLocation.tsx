import { groupWeek } from '../../domain/hours';
import { directionsUrl } from '../../domain/locations';
import type { Location } from '../../domain/types';
import type { Messages } from '../../i18n/types';
import { HoursTable } from '../locations/HoursTable';
import { LocationLines } from '../locations/LocationLines';

/** Where the car is: the location's address, phone, weekly hours and a map link. */
export function CarLocation({ location, hoursGroup, texts }: { location: Location; hoursGroup: readonly number[]; texts: Messages['car']['location'] }) {
  const hours = groupWeek(location.openingHours, hoursGroup);
  return (
    <section className="car-section car-location" aria-labelledby="car-location-title">
      <h2 id="car-location-title">{texts.heading}</h2>
      <p className="car-location-name">{location.name}</p>
      <LocationLines location={location} landline={false} />
      {hours.length > 0 ? <HoursTable rows={hours} caption={texts.openingHours} /> : null}
      <a className="button button-ghost" href={directionsUrl(location)} data-insight-click="directions" target="_blank" rel="noopener noreferrer">
        {texts.viewOnMap}
      </a>
    </section>
  );
}
