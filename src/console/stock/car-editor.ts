import 'server-only';
import { locationChoices, sitesShowingCar, type CarSite } from '../../db/queries/console-stock';
import { authorize, ConsoleNotFoundError, dealershipsAllowing, type StaffActor } from '../../domain/console/access';
import { carFormValues, EMPTY_CAR_FORM, type CarFormValues } from '../../domain/console/car-form';
import { roleCan } from '../../domain/console/roles';
import { stockStateOf, type StockState } from '../../domain/console/stock-status';
import { ownedCar, resolved, type StockDeps } from './deps';

type LocationChoice = { slug: string; name: string };

export type CarEditor = {
  carId: number;
  dealershipId: number;
  slug: string;
  stocknum: string;
  title: string;
  state: StockState;
  canWrite: boolean;
  values: CarFormValues;
  locations: LocationChoice[];
  /** The sites showing the car, for a preview link to its page on each. */
  sites: CarSite[];
};

/** A car as its editor shows it: every field the feed can carry, as the feed would write it. */
export async function loadCarEditor(actor: StaffActor, carId: number, deps: StockDeps = {}): Promise<CarEditor> {
  const { db } = await resolved(deps);
  const car = await ownedCar(actor, 'stock.read', db, carId);
  const role = authorize(actor, 'stock.read', car.dealershipId);
  const [locations, sites] = await Promise.all([locationChoices(db, car.dealershipId), sitesShowingCar(db, car.id)]);
  const locationSlug = locations.find((l) => l.id === car.fields.location_id)?.slug ?? '';
  return {
    carId: car.id,
    dealershipId: car.dealershipId,
    slug: car.slug,
    stocknum: car.stocknum,
    title: car.fields.name,
    state: stockStateOf({ status: car.fields.status, reserved: car.fields.reserved, showOnDealerWebsite: car.fields.show_on_dealer_website }),
    canWrite: roleCan(role, 'stock.write'),
    values: carFormValues(car.stocknum, car.fields, locationSlug),
    locations: locations.map(({ slug, name }) => ({ slug, name })),
    sites,
  };
}

export type NewCarForm = { dealershipId: number; dealerships: { id: number; name: string }[]; values: CarFormValues; locations: LocationChoice[] };

/**
 * The new-car form for a dealership the actor may add stock to; `fromCarId` fills it from that car
 * (a duplicate) but for the stock number and VIN, which name one car only.
 */
export async function loadNewCarForm(actor: StaffActor, options: { dealershipId: number | null; fromCarId: number | null }, deps: StockDeps = {}): Promise<NewCarForm> {
  const { db } = await resolved(deps);
  const writable = dealershipsAllowing(actor, 'stock.write');
  let values: CarFormValues = { ...EMPTY_CAR_FORM, car_type: 'used', status: 'in_stock', reserved: 'false', show_on_dealer_website: 'true' };
  let dealershipId = options.dealershipId ?? writable[0];
  if (options.fromCarId !== null) {
    const source = await ownedCar(actor, 'stock.write', db, options.fromCarId);
    const locations = await locationChoices(db, source.dealershipId);
    dealershipId = source.dealershipId;
    values = { ...carFormValues('', source.fields, locations.find((l) => l.id === source.fields.location_id)?.slug ?? ''), vin: '', reserved: 'false' };
  }
  if (dealershipId === undefined) throw new ConsoleNotFoundError();
  authorize(actor, 'stock.write', dealershipId);
  const locations = await locationChoices(db, dealershipId);
  return {
    dealershipId,
    dealerships: actor.dealerships.filter((d) => writable.includes(d.id)).map((d) => ({ id: d.id, name: d.name })),
    values,
    locations: locations.map(({ slug, name }) => ({ slug, name })),
  };
}
