import { groupWeek } from '../../domain/hours';
import { directionsUrl } from '../../domain/locations';
import type { Location } from '../../domain/types';
import type { Messages } from '../../i18n/types';
import { LocationLines } from '../locations/LocationLines';

/** Where the car is: the location's address, phone, weekly hours and a map link. */
export function CarLocation({ location, hoursGroup, texts }: { location: Location; hoursGroup: readonly number[]; texts: Messages['car']['location'] }) {
  const hours = groupWeek(location.openingHours, hoursGroup);
  return (
    <section className="car-section car-location" aria-labelledby="car-location-title">
      <h2 id="car-location-title">{texts.heading}</h2>
      <p className="car-location-name">{location.name}</p>
      <LocationLines location={location} landline={false} />
      {hours.length > 0 ? (
        <table className="hours-table">
          <caption className="visually-hidden">{texts.openingHours}</caption>
          <tbody>
            {hours.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.hours}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <a className="button button-ghost" href={directionsUrl(location)} target="_blank" rel="noopener noreferrer">
        {texts.viewOnMap}
      </a>
    </section>
  );
}
