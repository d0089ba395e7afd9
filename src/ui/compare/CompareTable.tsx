import type { Locale } from '../../domain/site-config';
import type { SiteCar } from '../../api-json/site-car-json';
import { plural } from '../../i18n/fill';
import { messagesFor } from '../../i18n/messages';
import { compareRows } from './compare-rows';
import { RemoveFromCompare } from './RemoveFromCompare';
import { CarPhoto } from '../car/CarPhoto';

/**
 * Cars side by side. A row where the cars differ is tinted and also says "Differs" in words, so the
 * difference never rests on colour alone.
 */
export function CompareTable({ cars, locale }: { cars: SiteCar[]; locale: Locale }) {
  const rows = compareRows(cars, locale);
  const texts = messagesFor(locale).shortlist;
  const shown = cars.map((car) => car.id);
  return (
    <>
      <p className="compare-note">
        {plural(texts.compareNote, cars.length)}
      </p>
      <div className="compare-scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
        <table className="compare-table">
          <caption id="compare-caption" className="visually-hidden">
            {texts.comparedCars}
          </caption>
          <thead>
            <tr>
              <td className="compare-corner" />
              {cars.map((car) => (
                <th key={car.id} scope="col" className="compare-car">
                  <div className="compare-car-image">
                    {car.primary_image_url ? <CarPhoto src={car.primary_image_url} alt="" width={200} height={150} sizes="200px" lazy={false} /> : null}
                  </div>
                  <a href={`/cars/${car.slug}`}>{car.name}</a>
                  <span className={`status-chip status-${car.status}`}>{texts.status[car.status]}</span>
                  <RemoveFromCompare id={car.id} name={car.name} shown={shown} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={row.differs ? 'differs' : undefined} data-row={row.key}>
                <th scope="row">
                  {row.label}
                  {row.differs ? <span className="differs-mark">{texts.differs}</span> : null}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={cars[i]?.id ?? i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
