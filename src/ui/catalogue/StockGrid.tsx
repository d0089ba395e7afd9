import type { CarSummary, Site } from '../../domain/types';
import { CarCard } from '../car/CarCard';

/** Cars of one catalogue page (a model's, a brand's, the electric stock), or a note that there are none. */
export function StockGrid({ cars, site, now, empty }: { cars: CarSummary[]; site: Site; now: Date; empty: string }) {
  if (cars.length === 0) return <p className="catalogue-empty">{empty}</p>;
  return (
    <div className="car-grid">
      {cars.map((car) => (
        <CarCard key={car.id} car={car} site={site} now={now} />
      ))}
    </div>
  );
}
