import type { SiteCar } from '../../api/site-car-json';
import { formatOdometer, formatPrice, odometer, showPrice } from '../../domain/locale';
import type { Locale } from '../../domain/site-config';
import { spell } from '../../i18n/spell';
import { facetValueLabel } from '../search/facet-labels';

/** The compare table's rows: what each car reads as, and whether the cars differ on it. */

type CompareRowKey = 'price' | 'year' | 'odometer' | 'fuel' | 'body' | 'drive' | 'transmission' | 'seats' | 'repayment';

export type CompareRow = {
  key: CompareRowKey;
  label: string;
  /** One cell per car, in column order. */
  cells: string[];
  /** Two or more cars and not all the same. */
  differs: boolean;
};

export type ComparedCar = Pick<
  SiteCar,
  'price' | 'year' | 'km' | 'fuel' | 'body' | 'drive' | 'transmission' | 'seats' | 'repayment'
>;

export const NOT_STATED = 'Not stated';
export const NO_ESTIMATE = 'No estimate';

type RowSpec = {
  key: CompareRowKey;
  label: (locale: Locale) => string;
  /** What two cars are compared on: equal keys mean the same, whatever the text. */
  value: (car: ComparedCar, locale: Locale) => string | number | null;
  text: (car: ComparedCar, locale: Locale) => string;
};

const norm = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value.trim().toLowerCase());
const orNotStated = (text: string | null | undefined): string => (text && text.trim() !== '' ? text : NOT_STATED);

const ROWS: readonly RowSpec[] = [
  {
    key: 'price',
    label: () => 'Price',
    value: (car) => (showPrice(car.price) ? car.price : null),
    text: (car, locale) => (showPrice(car.price) ? formatPrice(car.price, locale) : spell('Enquire for price', locale)),
  },
  { key: 'year', label: () => 'Year', value: (car) => car.year, text: (car) => String(car.year) },
  {
    key: 'odometer',
    label: (locale) => (odometer(0, locale).unit === 'miles' ? 'Odometer (miles)' : 'Odometer (km)'),
    // Compared in the unit shown, so two cars that read the same are never marked different.
    value: (car, locale) => odometer(car.km, locale).value,
    text: (car, locale) => formatOdometer(car.km, locale),
  },
  {
    key: 'fuel',
    label: () => 'Fuel',
    value: (car) => norm(car.fuel),
    text: (car, locale) => orNotStated(car.fuel && facetValueLabel('fuel', car.fuel, locale)),
  },
  {
    key: 'body',
    label: () => 'Body',
    value: (car) => norm(car.body),
    text: (car, locale) => orNotStated(car.body && facetValueLabel('body', car.body, locale)),
  },
  { key: 'drive', label: () => 'Drive', value: (car) => norm(car.drive), text: (car) => orNotStated(car.drive) },
  {
    key: 'transmission',
    label: () => 'Transmission',
    value: (car) => norm(car.transmission),
    text: (car) => orNotStated(car.transmission),
  },
  { key: 'seats', label: () => 'Seats', value: (car) => car.seats, text: (car) => (car.seats === null ? NOT_STATED : String(car.seats)) },
  {
    key: 'repayment',
    label: () => 'Estimated repayment',
    value: (car) => car.repayment?.text ?? null,
    text: (car) => car.repayment?.text ?? NO_ESTIMATE,
  },
];

export function compareRows(cars: readonly ComparedCar[], locale: Locale): CompareRow[] {
  return ROWS.map((row) => {
    const values = cars.map((car) => row.value(car, locale));
    return {
      key: row.key,
      label: row.label(locale),
      cells: cars.map((car) => row.text(car, locale)),
      differs: cars.length > 1 && new Set(values).size > 1,
    };
  });
}
