import { formatOdometer } from '../../domain/locale';
import { spell } from '../../i18n/spell';
import type { CarDetail } from '../../domain/types';
import type { Locale } from '../../domain/site-config';
import { facetValueLabel } from '../search/facet-labels';

const CAR_TYPE_LABEL = { new: 'New', demo: 'Demo', used: 'Used' } as const;

/** The full specification list of a car; rows without a value are left out. */
export function CarSpecs({ car, locale }: { car: CarDetail; locale: Locale }) {
  const rows: [string, string | number | null][] = [
    ['Condition', CAR_TYPE_LABEL[car.carType]],
    ['Make', car.make],
    ['Model', car.model],
    ['Badge', car.badge],
    ['Series', car.series],
    ['Year', car.year],
    [locale === 'en-US' ? 'Mileage' : 'Odometer', formatOdometer(car.km, locale)],
    ['Fuel', car.simpleFuel && facetValueLabel('fuel', car.simpleFuel, locale)],
    ['Body', car.simpleBody && facetValueLabel('body', car.simpleBody, locale)],
    ['Drive', car.simpleDrive],
    ['Transmission', car.transmission],
    [spell('Colour', locale), car.colour],
    ['Seats', car.seats],
    ['Stock number', car.stocknum],
    ['VIN', car.vin],
  ];
  return (
    <section className="car-section" aria-labelledby="specs-title">
      <h2 id="specs-title">Specifications</h2>
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
