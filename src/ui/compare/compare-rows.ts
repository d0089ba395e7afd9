import type { SiteCar } from '../../api-json/site-car-json';
import { formatOdometer, formatPrice, odometer, showPrice } from '../../domain/locale';
import type { Locale } from '../../domain/site-config';
import { messagesFor, type Messages } from '../../i18n/messages';
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

type RowTexts = Messages['shortlist']['rows'];

type RowSpec = {
  key: CompareRowKey;
  label: (rows: RowTexts, locale: Locale) => string;
  /** What two cars are compared on: equal keys mean the same, whatever the text. */
  value: (car: ComparedCar, locale: Locale) => string | number | null;
  text: (car: ComparedCar, locale: Locale, rows: RowTexts) => string;
};

const norm = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value.trim().toLowerCase());
const orNotStated = (text: string | null | undefined, rows: RowTexts): string => (text && text.trim() !== '' ? text : rows.notStated);

const ROWS: readonly RowSpec[] = [
  {
    key: 'price',
    label: (rows) => rows.price,
    value: (car) => (showPrice(car.price) ? car.price : null),
    text: (car, locale) => (showPrice(car.price) ? formatPrice(car.price, locale) : messagesFor(locale).shortlist.enquireForPrice),
  },
  { key: 'year', label: (rows) => rows.year, value: (car) => car.year, text: (car) => String(car.year) },
  {
    key: 'odometer',
    label: (rows, locale) => (odometer(0, locale).unit === 'miles' ? rows.odometerMiles : rows.odometerKm),
    // Compared in the unit shown, so two cars that read the same are never marked different.
    value: (car, locale) => odometer(car.km, locale).value,
    text: (car, locale) => formatOdometer(car.km, locale),
  },
  {
    key: 'fuel',
    label: (rows) => rows.fuel,
    value: (car) => norm(car.fuel),
    text: (car, locale, rows) => orNotStated(car.fuel && facetValueLabel('fuel', car.fuel, locale), rows),
  },
  {
    key: 'body',
    label: (rows) => rows.body,
    value: (car) => norm(car.body),
    text: (car, locale, rows) => orNotStated(car.body && facetValueLabel('body', car.body, locale), rows),
  },
  { key: 'drive', label: (rows) => rows.drive, value: (car) => norm(car.drive), text: (car, _locale, rows) => orNotStated(car.drive, rows) },
  {
    key: 'transmission',
    label: (rows) => rows.transmission,
    value: (car) => norm(car.transmission),
    text: (car, _locale, rows) => orNotStated(car.transmission, rows),
  },
  {
    key: 'seats',
    label: (rows) => rows.seats,
    value: (car) => car.seats,
    text: (car, _locale, rows) => (car.seats === null ? rows.notStated : String(car.seats)),
  },
  {
    key: 'repayment',
    label: (rows) => rows.repayment,
    value: (car) => car.repayment?.text ?? null,
    // The API's text is the domain's Australian 'Enquire for Finance' at 25 or less: read it in the site's spelling.
    text: (car, locale, rows) => (car.repayment ? spell(car.repayment.text, locale) : rows.noEstimate),
  },
];

export function compareRows(cars: readonly ComparedCar[], locale: Locale): CompareRow[] {
  const texts = messagesFor(locale).shortlist.rows;
  return ROWS.map((row) => {
    const values = cars.map((car) => row.value(car, locale));
    return {
      key: row.key,
      label: row.label(texts, locale),
      cells: cars.map((car) => row.text(car, locale, texts)),
      differs: cars.length > 1 && new Set(values).size > 1,
    };
  });
}
