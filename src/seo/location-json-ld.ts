import type { AutoDealer, WithContext } from 'schema-dts';
import { structuredDataHours } from '../domain/hours';
import { currencyOf } from '../domain/locale';
import type { Location } from '../domain/types';
import type { Locale } from '../domain/site-config';
import { PAYMENT_ACCEPTED } from './car-json-ld';

export type LocationLdInput = { location: Location; origin: string; locale: Locale; ratingShown: boolean };

/**
 * The schema.org AutoDealer of a location page (SPEC 9: Mo-Fr, Sa, Su hours, the site's currency,
 * 'Cash, Credit Card'). The rating is included only where the page shows the stars.
 */
export function locationJsonLd({ location, origin, locale, ratingShown }: LocationLdInput): WithContext<AutoDealer> {
  const { address } = location;
  const hours = structuredDataHours(location.openingHours);
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: location.name,
    url: `${origin}/our-location/${location.slug}`,
    ...(location.phone ? { telephone: location.phone } : {}),
    ...(location.email ? { email: location.email } : {}),
    ...(location.imageUrl ? { image: new URL(location.imageUrl, origin).toString() } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.postcode,
    },
    ...(address.lat !== null && address.long !== null ? { geo: { '@type': 'GeoCoordinates', latitude: address.lat, longitude: address.long } } : {}),
    ...(address.placeUrl ? { hasMap: address.placeUrl } : {}),
    ...(hours.length > 0 ? { openingHours: hours } : {}),
    ...(ratingShown && location.averageRating !== null && location.reviewCount
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: location.averageRating, reviewCount: location.reviewCount, bestRating: 5 } }
      : {}),
    paymentAccepted: PAYMENT_ACCEPTED,
    currenciesAccepted: currencyOf(locale),
  };
}
