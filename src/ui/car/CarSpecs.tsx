import { formatOdometer } from '../../domain/locale';
import { messagesFor } from '../../i18n/messages';
import type { CarDetail } from '../../domain/types';
import type { Locale } from '../../domain/site-config';
import { facetValueLabel } from '../search/facet-labels';

/** The full specification list of a car; rows without a value are left out. */
export function CarSpecs({ car, locale }: { car: CarDetail; locale: Locale }) {
  const { conditions, specs } = messagesFor(locale).car;
  const rows: [string, string | number | null][] = [
    [specs.condition, conditions[car.carType]],
    [specs.make, car.make],
    [specs.model, car.model],
    [specs.badge, car.badge],
    [specs.series, car.series],
    [specs.year, car.year],
    [specs.odometer, formatOdometer(car.km, locale)],
    [specs.fuel, car.simpleFuel && facetValueLabel('fuel', car.simpleFuel, locale)],
    [specs.body, car.simpleBody && facetValueLabel('body', car.simpleBody, locale)],
    [specs.drive, car.simpleDrive],
    [specs.transmission, car.transmission],
    [specs.colour, car.colour && facetValueLabel('colour', car.colour, locale)],
    [specs.seats, car.seats],
    [specs.stockNumber, car.stocknum],
    [specs.vin, car.vin],
  ];
  return (
    <section className="car-section" aria-labelledby="specs-title">
      <h2 id="specs-title">{specs.heading}</h2>
      <dl className="spec-list">
        {rows
          .filter(([, value]) => value !== null && value !== '')
          .map(([label, value]) => (
            <div key={label} className="spec-row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
