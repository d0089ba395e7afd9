import type { AutoDealerLeaf, BrandLeaf, CarLeaf, ItemAvailability, OfferItemCondition, OfferLeaf, PostalAddressLeaf, QuantitativeValueLeaf, WithContext } from 'schema-dts';
import { structuredDataHours } from '../domain/hours';
import { currencyOf, odometer, showPrice } from '../domain/locale';
import type { CarDetail, CarStatus, Location } from '../domain/types';
import type { Locale } from '../domain/site-config';

/**
 * The schema.org Car of a car page, with its Offer and the AutoDealer selling it. Each node's type
 * lists the few properties we emit with the narrow values we give them, and is checked against
 * schema.org's own vocabulary (schema-dts) at compile time.
 */

/**
 * `Ours` itself when it is a valid `Leaf` (a schema.org type) that uses only that type's property
 * names; otherwise a type whose one property names the fault, so that building a node fails to
 * compile with that name in the message.
 */
type SchemaNode<Leaf, Ours> = [Exclude<keyof Ours, keyof Leaf>] extends [never]
  ? Ours extends Leaf
    ? Ours
    : { 'a value schema.org does not allow': Ours }
  : { 'not a schema.org property': Exclude<keyof Ours, keyof Leaf> };

type PostalAddressLd = SchemaNode<
  PostalAddressLeaf,
  {
    '@type': 'PostalAddress';
    streetAddress: string;
    addressLocality: string;
    addressRegion: string;
    postalCode: string;
  }
>;

type AutoDealerLd = SchemaNode<
  AutoDealerLeaf,
  {
    '@type': 'AutoDealer';
    name: string;
    url: string;
    telephone?: string;
    address?: PostalAddressLd;
    openingHours?: string[];
    paymentAccepted: string;
    currenciesAccepted: string;
  }
>;

type OfferLd = SchemaNode<
  OfferLeaf,
  {
    '@type': 'Offer';
    url: string;
    priceCurrency: string;
    price?: number;
    availability: ItemAvailability;
    itemCondition: OfferItemCondition;
    seller: AutoDealerLd;
  }
>;

export type CarLd = SchemaNode<
  WithContext<CarLeaf>,
  {
    '@context': 'https://schema.org';
    '@type': 'Car';
    name: string;
    url: string;
    description?: string;
    image: string[];
    brand: SchemaNode<BrandLeaf, { '@type': 'Brand'; name: string }>;
    model: string;
    vehicleModelDate: string;
    mileageFromOdometer: SchemaNode<QuantitativeValueLeaf, { '@type': 'QuantitativeValue'; value: number; unitCode: 'KMT' | 'SMI' }>;
    sku: string;
    vehicleIdentificationNumber?: string;
    color?: string;
    fuelType?: string;
    bodyType?: string;
    driveWheelConfiguration?: string;
    vehicleTransmission?: string;
    seatingCapacity?: number;
    offers: OfferLd;
  }
>;

/** SPEC 9: "Structured data also uses ... payment 'Cash, Credit Card'." */
export const PAYMENT_ACCEPTED = 'Cash, Credit Card';

const AVAILABILITY: Record<CarStatus, ItemAvailability> = {
  in_stock: 'https://schema.org/InStock',
  coming_soon: 'https://schema.org/PreOrder',
  sold: 'https://schema.org/SoldOut',
};

export type CarLdInput = {
  car: CarDetail;
  /** The site's origin, e.g. 'https://harbourtoyota.example'; relative URLs are resolved against it. */
  origin: string;
  siteName: string;
  locale: Locale;
  location: Pick<Location, 'name' | 'phone' | 'address' | 'openingHours'> | null;
};

function optional<K extends string, V>(key: K, value: V | null | undefined): Partial<Record<K, V>> {
  return value === null || value === undefined || value === '' ? {} : ({ [key]: value } as Record<K, V>);
}

export function carJsonLd({ car, origin, siteName, locale, location }: CarLdInput): CarLd {
  const absolute = (path: string) => new URL(path, origin).toString();
  const url = absolute(`/cars/${car.slug}`);
  const distance = odometer(car.km, locale);
  const currency = currencyOf(locale);
  const seller: AutoDealerLd = {
    '@type': 'AutoDealer',
    // Location names already carry the dealer's name ('Harbour Toyota Dealership').
    name: location?.name ?? siteName,
    url: absolute('/'),
    ...optional('telephone', location?.phone),
    ...(location
      ? {
          address: {
            '@type': 'PostalAddress' as const,
            streetAddress: location.address.street,
            addressLocality: location.address.city,
            addressRegion: location.address.state,
            postalCode: location.address.postcode,
          },
        }
      : {}),
    ...(location && location.openingHours.length > 0 ? { openingHours: structuredDataHours(location.openingHours) } : {}),
    paymentAccepted: PAYMENT_ACCEPTED,
    currenciesAccepted: currency,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.name,
    url,
    ...optional('description', car.description),
    image: car.images.map((i) => absolute(i.url)),
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: distance.value, unitCode: distance.unit === 'miles' ? 'SMI' : 'KMT' },
    sku: car.stocknum,
    ...optional('vehicleIdentificationNumber', car.vin),
    ...optional('color', car.colour),
    ...optional('fuelType', car.simpleFuel),
    ...optional('bodyType', car.simpleBody),
    ...optional('driveWheelConfiguration', car.simpleDrive),
    ...optional('vehicleTransmission', car.transmission),
    ...optional('seatingCapacity', car.seats),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: currency,
      // A price of 10 or less is a placeholder (SPEC 5), so the offer states none rather than a wrong one.
      ...(showPrice(car.price) ? { price: car.price } : {}),
      availability: AVAILABILITY[car.status],
      itemCondition: car.carType === 'used' ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
      seller,
    },
  };
}

/**
 * JSON for a <script type="application/ld+json"> element. '<' is escaped so '</script>' in a
 * dealer's description cannot end the element; '>' and '&' likewise, and the two line
 * separators JavaScript parsers once choked on.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
