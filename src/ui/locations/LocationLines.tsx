import type { Location } from '../../domain/types';
import { Icon } from '../icons/Icon';
import { telHref } from '../phone';

/**
 * A location's address line and phone lines, as the location card, the location page and the car
 * page show them; `landline` false leaves the landline out where space is short.
 */
export function LocationLines({ location, landline = true }: { location: Location; landline?: boolean }) {
  const { street, city, state, postcode } = location.address;
  const phones = [location.phone, landline ? location.landlinePhone : null].filter((phone): phone is string => Boolean(phone));
  return (
    <>
      <p className="location-line">
        <Icon name="pin" />
        <span>
          {street}, {city} {state} {postcode}
        </span>
      </p>
      {phones.map((phone) => (
        <p className="location-line" key={phone}>
          <Icon name="phone" />
          <a href={telHref(phone)}>{phone}</a>
        </p>
      ))}
    </>
  );
}
