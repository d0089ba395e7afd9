import type { Locale } from '../../domain/site-config';
import type { SiteCar } from '../../api/site-car-json';
import { compareRows } from './compare-rows';
import { RemoveFromCompare } from './RemoveFromCompare';
import { CarPhoto } from '../car/CarPhoto';

const STATUS_LABEL: Record<SiteCar['status'], string> = { in_stock: 'In stock', coming_soon: 'Coming soon', sold: 'Sold' };

/**
 * Cars side by side. A row where the cars differ is tinted and also says "Differs" in words, so the
 * difference never rests on colour alone.
 */
export function CompareTable({ cars, locale }: { cars: SiteCar[]; locale: Locale }) {
  const rows = compareRows(cars, locale);
  const shown = cars.map((car) => car.id);
  return (
    <>
      <p className="compare-note">
        {cars.length} {cars.length === 1 ? 'car' : 'cars'} side by side. Rows marked Differs have different values.
      </p>
      <div className="compare-scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
        <table className="compare-table">
          <caption id="compare-caption" className="visually-hidden">
            Compared cars
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
                  <span className={`status-chip status-${car.status}`}>{STATUS_LABEL[car.status]}</span>
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
                  {row.differs ? <span className="differs-mark">Differs</span> : null}
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
