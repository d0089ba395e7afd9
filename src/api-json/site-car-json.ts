import { carCardJson } from './car-fields-json';
import { isAvailable } from '../domain/availability';
import type { Frequency } from '../domain/finance';
import type { CarType } from '../domain/site-config';
import type { CarStatus } from '../domain/types';
import type { ListedCar, ListedCars } from '../page-data/cars-by-id';

/** A saved or compared car as GET /api/cars answers it (docs/api.md), in the search API's snake_case. */
export type SiteCar = {
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
  badge: string | null;
  year: number;
  km: number;
  price: number;
  before_price: number | null;
  car_type: CarType;
  status: CarStatus;
  sold: boolean;
  reserved: boolean;
  available: boolean;
  primary_image_url: string | null;
  photos_count: number;
  body: string | null;
  fuel: string | null;
  drive: string | null;
  transmission: string | null;
  seats: number | null;
  location_name: string;
  /** The estimated repayment the site may show (SPEC 5 provider rules), or null where none is shown. */
  repayment: { frequency: Frequency; amount: number; text: string } | null;
};

export type SiteCarsAnswer = {
  /** The cars the site shows now, in the order asked. */
  cars: SiteCar[];
  /** Ids asked for that the site does not show (sold long ago, withdrawn, or never its car). */
  missing: number[];
};

function siteCarJson({ car, estimate }: ListedCar): SiteCar {
  return {
    ...carCardJson(car),
    available: isAvailable(car.status),
    body: car.simpleBody,
    fuel: car.simpleFuel,
    drive: car.simpleDrive,
    repayment: estimate ? { frequency: estimate.frequency, amount: estimate.amount, text: estimate.display.text } : null,
  };
}

/** GET /api/cars's answer; the compare page renders the same shape that favourites fetch from it. */
export function siteCarsJson(answer: ListedCars): SiteCarsAnswer {
  return { cars: answer.cars.map(siteCarJson), missing: answer.missing };
}
