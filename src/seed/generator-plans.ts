import type { StockProfile } from './stock';

/**
 * What the generator adds to the demo sites of data/sites, which is not site configuration: the
 * files say where a dealership is and what its sites show, these plans say what cars it has
 * (by dealership slug; every dealership of the files needs one) and which sites get reviews with
 * hostile customer content.
 */
export type StockPlan = StockProfile & {
  /** Location slugs where cars are parked; by default the visible sales locations without a badge. */
  parkedAt?: readonly string[];
};

const MANY_USED_MAKES: readonly (readonly [string, number])[] = [
  ['Toyota', 12],
  ['Ford', 8],
  ['Holden', 6],
  ['Mazda', 7],
  ['Hyundai', 6],
  ['Kia', 5],
  ['Mitsubishi', 5],
  ['Nissan', 5],
  ['Volkswagen', 4],
  ['Subaru', 4],
  ['Honda', 4],
  ['Isuzu', 3],
  ['Suzuki', 2],
  ['Jeep', 2],
  ['BMW', 2],
  ['Mercedes-Benz', 2],
  ['Porsche', 1],
  ['Tesla', 2],
  ['MG', 2],
  ['BYD', 1],
];

const summitStock = (make: string, prefix: string, count: number): StockProfile => ({
  count,
  stockPrefix: prefix,
  kind: 'cars',
  makes: [[make, 1]],
  mix: { new: 0.4, demo: 0.1, used: 0.5 },
  maxUsedAge: 9,
  customTag: { tag: 'Runout Sale', rate: 0.12, carTypes: ['new', 'demo'] },
});

export const STOCK_PLANS: Readonly<Record<string, StockPlan>> = {
  'harbour-toyota': {
    count: 700,
    stockPrefix: 'HT',
    kind: 'cars',
    makes: [['Toyota', 1]],
    mix: { new: 0.35, demo: 0.1, used: 0.55 },
    maxUsedAge: 10,
  },
  'redline-motors': {
    count: 550,
    stockPrefix: 'RM',
    kind: 'cars',
    makes: MANY_USED_MAKES,
    // A couple of ex-demo cars and over-age trade-ins give the site's stock filters work to do.
    mix: { new: 0, demo: 0.02, used: 0.98 },
    maxUsedAge: 12,
    overAgeRate: 0.05,
    customTag: { tag: 'Special', rate: 0.07, carTypes: ['used', 'demo'] },
  },
  'summit-mazda': summitStock('Mazda', 'SMZ', 650),
  'summit-kia': summitStock('Kia', 'SKI', 600),
  'summit-hyundai': summitStock('Hyundai', 'SHY', 550),
  'kiwi-car-co': {
    count: 500,
    stockPrefix: 'KC',
    rentalRate: 0.12,
    kind: 'cars',
    makes: [
      ['Toyota', 10],
      ['Mazda', 6],
      ['Nissan', 6],
      ['Honda', 5],
      ['Suzuki', 5],
      ['Mitsubishi', 4],
      ['Subaru', 4],
      ['Ford', 4],
      ['Hyundai', 3],
      ['Kia', 3],
      ['Volkswagen', 3],
      ['Tesla', 2],
      ['MG', 2],
      ['BYD', 1],
    ],
    mix: { new: 0.06, demo: 0.04, used: 0.9 },
    maxUsedAge: 14,
  },
  'lone-star-autos': {
    count: 600,
    stockPrefix: 'LS',
    kind: 'cars',
    makes: [
      ['Ford', 10],
      ['Chevrolet', 8],
      ['Ram', 5],
      ['GMC', 4],
      ['Jeep', 4],
      ['Toyota', 6],
      ['Honda', 5],
    ],
    mix: { new: 0.3, demo: 0.05, used: 0.65 },
    maxUsedAge: 10,
  },
  'trade-in-warehouse': {
  // The buying centre takes trade-ins by appointment; nothing is for sale there.
  parkedAt: ['osborne-park'],
    count: 500,
    stockPrefix: 'TW',
    kind: 'cars',
    makes: MANY_USED_MAKES,
    mix: { new: 0, demo: 0.02, used: 0.98 },
    maxUsedAge: 14,
  },
  'throttle-motorcycles': {
    count: 350,
    stockPrefix: 'TM',
    kind: 'motorcycles',
    makes: [
      ['Honda', 5],
      ['Yamaha', 5],
      ['Kawasaki', 4],
      ['Suzuki', 3],
      ['Harley-Davidson', 3],
      ['Ducati', 2],
      ['BMW', 2],
      ['KTM', 3],
      ['Triumph', 2],
    ],
    mix: { new: 0.45, demo: 0.05, used: 0.5 },
    maxUsedAge: 12,
  },
  'outback-rv': {
    count: 250,
    stockPrefix: 'ORV',
    kind: 'rvs',
    makes: [
      ['Jayco', 5],
      ['Avan', 3],
      ['Winnebago', 3],
      ['Coromal', 2],
      ['Swift', 2],
      ['Lotus Caravans', 2],
    ],
    mix: { new: 0.5, demo: 0.05, used: 0.45 },
    maxUsedAge: 12,
  },
  'highway-trucks': {
    count: 400,
    stockPrefix: 'HWT',
    kind: 'trucks',
    makes: [
      ['Isuzu', 5],
      ['Hino', 4],
      ['Fuso', 4],
      ['Volvo', 2],
      ['Kenworth', 2],
      ['Mercedes-Benz', 2],
    ],
    mix: { new: 0.4, demo: 0.1, used: 0.5 },
    maxUsedAge: 12,
  },
  'coastal-ev': {
    count: 350,
    stockPrefix: 'CEV',
    kind: 'cars',
    // Toyota and Mitsubishi trade-ins sit outside the site's make filter on purpose.
    makes: [
      ['Tesla', 5],
      ['BYD', 5],
      ['Polestar', 2],
      ['MG', 4],
      ['Hyundai', 3],
      ['Kia', 3],
      ['Toyota', 1],
      ['Mitsubishi', 1],
    ],
    fuels: ['Electric', 'Hybrid', 'Plug-in Hybrid'],
    mix: { new: 0.4, demo: 0.1, used: 0.5 },
    maxUsedAge: 6,
    subscription: true,
  },
};
