import type { CarImage, PaymentProcessor } from '../domain/car-records';
import { ITEM_TYPES } from '../domain/item-type';
import { listingTitle } from '../domain/listing-title';
import type { CarType, StockKind } from '../domain/site-config';
import { generalIssuePlate, isAuPlateState } from '../domain/vehicle-data/plates';
import { withCheckDigit } from '../domain/vehicle-data/vin';
import { findMake, slugify, type Fuel, type MakeDef, type ModelDef } from './catalogue';
import { daysBefore, type Clock } from './clock';
import { lenderRecord, type FinanceProvider } from './finance';
import type { Rng } from './prng';
import type { CarRow, Market } from './types';

/** What a dealership stocks; the generator turns it into car rows. */
export type StockProfile = {
  count: number;
  /** Letters that open every stock number of the dealership; unique across the network. */
  stockPrefix: string;
  kind: StockKind;
  makes: readonly (readonly [string, number])[];
  mix: Readonly<Record<CarType, number>>;
  maxUsedAge: number;
  /** Share of used stock older than maxUsedAge, so a site's age filter has cars to hide. */
  overAgeRate?: number;
  /** Only models offering one of these fuels, and only these fuels. */
  fuels?: readonly Fuel[];
  customTag?: { tag: string; rate: number; carTypes: readonly CarType[] };
  subscription?: boolean;
  /** Share of used stock that is ex-rental fleet (the 'Rental' category behind /find/rental-cars). */
  rentalRate?: number;
};

export type StockContext = {
  rng: Rng;
  clock: Clock;
  market: Market;
  dealershipId: number;
  dealershipName: string;
  /** Sales locations where stock is parked. */
  stockLocationIds: readonly number[];
  /** Every finance provider of the sites that show this dealership. */
  financeProviders: readonly FinanceProvider[];
  /** The dealership's publishable card-payment key, or null when its sites take no payments. */
  paymentKey: string | null;
  /**
   * A site showing this dealership is whitelisted for reservations without a payment provider
   * (docs/decisions/046-reservation-whitelist.md): its feed names the dealer's own checkout.
   */
  reservationRequests?: boolean;
  /** Whether a franchise site shows this stock (manufacturer-certified used cars). */
  certifies: boolean;
  firstCarId: number;
  /** Where the dealership's cars are registered: an Australian state code, or null where the demo issues no plates. */
  regoState: string | null;
};


const CURRENCY_RATE: Record<Market, number> = { AU: 1, NZ: 1.1, US: 0.66 };

const COLOUR_WEIGHTS: readonly (readonly [string, number])[] = [
  ['White', 30],
  ['Black', 14],
  ['Silver', 12],
  ['Grey', 16],
  ['Blue', 10],
  ['Red', 8],
  ['Green', 3],
  ['Yellow', 2],
  ['Orange', 2],
  ['Brown', 3],
];

const FEATURES: Record<StockKind, readonly string[]> = {
  cars: [
    'Apple CarPlay',
    'Android Auto',
    'Reversing Camera',
    'Bluetooth',
    'Adaptive Cruise Control',
    'Blind Spot Monitoring',
    'Lane Keep Assist',
    'Satellite Navigation',
    'Heated Seats',
    'Leather Seats',
    'Sunroof',
    'Tow Bar',
    '360 Degree Camera',
    'Keyless Entry',
    'Wireless Charging',
    'Power Tailgate',
  ],
  motorcycles: ['ABS', 'Traction Control', 'Quickshifter', 'Riding Modes', 'Cruise Control', 'TFT Display', 'Heated Grips', 'Panniers', 'LED Lighting', 'Keyless Ignition'],
  rvs: ['Solar Panels', 'Lithium Battery', 'Ensuite', 'Queen Bed', 'Air Conditioning', 'Diesel Heater', 'External Kitchen', 'Awning', 'Water Tanks 190L', 'Off-Road Suspension', 'Washing Machine', 'TV'],
  trucks: ['Air Suspension', 'Engine Brake', 'Cruise Control', 'Reversing Camera', 'Sleeper Cab', 'Tipping Body', 'Tail Lift', 'GPS Tracking', 'Bull Bar', 'Refrigeration Unit'],
};

const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const STOCK_SUFFIX: Record<CarType, string> = { new: 'N', demo: 'D', used: 'U' };

/** A random VIN whose check digit is right, so the demo's VINs pass the lookup's check wherever they come from. */
function vin(rng: Rng): string {
  let out = '';
  for (let i = 0; i < 17; i++) out += VIN_ALPHABET[rng.int(0, VIN_ALPHABET.length - 1)];
  return withCheckDigit(out);
}

const DAY_MS = 86_400_000;

/**
 * Used and demo cars are registered: a plate of the dealership's state numbered from the car's id
 * (so it is unique and needs no draw from the generator, which would move every later value) and
 * an expiry within the coming year. New cars are not registered yet.
 */
function registration(id: number, carType: CarType, regoState: string | null, clock: Clock): { rego: string; regoState: string; regoExpiresOn: string } | null {
  if (carType === 'new' || regoState === null || !isAuPlateState(regoState)) return null;
  const expires = new Date(clock.now.getTime() + (((id * 37) % 330) + 20) * DAY_MS);
  return { rego: generalIssuePlate(regoState, id * 7919), regoState, regoExpiresOn: expires.toISOString().slice(0, 10) };
}

/** Dealer-style prices: $28,990 above twenty thousand, $7,490 below. */
function dealerPrice(amount: number): number {
  const step = amount >= 20_000 ? 1000 : 500;
  return Math.max(step, Math.round(amount / step) * step) - 10;
}

function sellable(model: ModelDef, carType: CarType, market: Market, fuels: readonly Fuel[] | undefined): boolean {
  if (model.markets && !model.markets.includes(market)) return false;
  if (fuels && !model.fuels.some((f) => fuels.includes(f))) return false;
  // Nobody has driven or traded in a model that is not out yet.
  if (model.status === 'coming_soon') return carType === 'new';
  return carType === 'used' || model.lastYear === undefined;
}

function chooseModel(profile: StockProfile, ctx: StockContext, carType: CarType): { make: MakeDef; model: ModelDef } | undefined {
  const make = findMake(ctx.rng.weighted(profile.makes));
  const candidates = make.models.filter((m) => m.kind === profile.kind && sellable(m, carType, ctx.market, profile.fuels));
  if (candidates.length === 0) return undefined;
  return { make, model: ctx.rng.weighted(candidates.map((m) => [m, m.weight ?? 1] as const)) };
}

function usedAge(profile: StockProfile, rng: Rng): number {
  if (profile.overAgeRate && rng.chance(profile.overAgeRate)) return profile.maxUsedAge + rng.int(1, 3);
  // Skewed towards younger cars, as real used yards are.
  return 1 + Math.floor(profile.maxUsedAge * rng.next() ** 1.5);
}

function kmFor(kind: StockKind, carType: CarType, age: number, rng: Rng): number {
  if (carType === 'new') return rng.int(0, 50);
  if (carType === 'demo') return rng.int(500, 15_000);
  const perYear = { cars: [8_000, 22_000], motorcycles: [1_500, 6_000], rvs: [4_000, 12_000], trucks: [50_000, 120_000] }[kind];
  const km = Math.round((age + rng.next()) * rng.float(perYear[0] ?? 0, perYear[1] ?? 0));
  return Math.min(250_000, Math.max(5_000, km));
}

function categoriesFor(kind: StockKind, body: string, fuel: string | null, price: number, carType: CarType, seats: number): string[] {
  const out: string[] = [];
  if (kind === 'cars') {
    const byBody: Record<string, string> = {
      suv: 'Family SUV',
      ute: 'Work Ready',
      'people-mover': 'Family',
      van: 'Commercial',
      coupe: 'Performance',
      convertible: 'Performance',
      hatchback: 'City Car',
      sedan: 'Commuter',
      wagon: 'Family',
    };
    if (byBody[body]) out.push(byBody[body]);
    if (body === 'ute' || body === 'suv') out.push('Towing');
    if (seats >= 7) out.push('7+ Seats');
  } else if (kind === 'motorcycles') {
    if (price > 0 && price < 12_000) out.push('LAMS Approved');
    out.push(body === 'dirt' ? 'Off-Road' : 'Road');
  } else if (kind === 'rvs') {
    out.push(seats >= 4 ? 'Family' : 'Couples');
    if (body === 'caravan' || body === 'camper-trailer') out.push('Towable');
  } else {
    out.push(body === 'prime-mover' ? 'Heavy Duty' : body === 'cab-chassis' || body === 'van' ? 'Light Truck' : 'Medium Duty');
  }
  if (fuel === 'Electric') out.push('Electric');
  if (fuel === 'Hybrid' || fuel === 'Plug-in Hybrid') out.push('Hybrid');
  if (price > 90_000 && kind === 'cars') out.push('Luxury');
  if (carType === 'used' && price > 10 && price < 15_000) out.push('Budget');
  return out;
}

/** Thousands separators without Intl, so the text never depends on the runtime's ICU data. */
function grouped(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A description's words per market: a US dealer writes gas, traveled, backup camera and gray. */
type MarketWords = {
  fuels: Readonly<Record<string, string>>;
  demo: string;
  travelled: string;
  features: Readonly<Record<string, string>>;
  colours: Readonly<Record<string, string>>;
};

const AU_WORDS: MarketWords = {
  fuels: {
    Electric: 'it is fully electric',
    Hybrid: 'it is a petrol-electric hybrid',
    'Plug-in Hybrid': 'it is a plug-in hybrid',
    LPG: 'it runs on LPG',
  },
  demo: 'an ex-demonstrator with factory warranty remaining',
  travelled: 'travelled',
  features: {},
  colours: {},
};

const MARKET_WORDS: Record<Market, MarketWords> = {
  AU: AU_WORDS,
  NZ: AU_WORDS,
  US: {
    fuels: { ...AU_WORDS.fuels, Hybrid: 'it is a gas-electric hybrid', Petrol: 'it runs on gasoline', LPG: 'it runs on propane' },
    demo: 'a dealer demo with factory warranty remaining',
    travelled: 'traveled',
    features: { 'Reversing Camera': 'Backup Camera', 'Satellite Navigation': 'Navigation System', 'Tow Bar': 'Tow Hitch', 'Bull Bar': 'Grille Guard' },
    colours: { Grey: 'gray' },
  },
};

/** The drawn features in the market's words; the draw itself is the same in every market. */
function featuresIn(features: readonly string[], market: Market): string[] {
  const words = MARKET_WORDS[market].features;
  return features.map((feature) => words[feature] ?? feature);
}

function describe(car: {
  name: string;
  carType: CarType;
  colour: string;
  transmission: string | null;
  fuel: string | null;
  km: number;
  market: Market;
  features: readonly string[];
  dealershipName: string;
}): string {
  const words = MARKET_WORDS[car.market];
  const condition = { new: 'brand new and ready to drive away', demo: words.demo, used: 'a quality pre-owned vehicle' }[car.carType];
  const fuel = car.fuel ? (words.fuels[car.fuel] ?? `it runs on ${car.fuel.toLowerCase()}`) : '';
  const gearbox = car.transmission ? ` with ${car.transmission === 'Manual' ? 'a manual' : 'an automatic'} transmission` : '';
  const running = fuel ? `, ${fuel}${gearbox}` : gearbox ? `, it comes${gearbox}` : '';
  // The US site shows miles; the dealer's own words should agree with it.
  const distance = car.market === 'US' ? `${grouped(Math.round(car.km * 0.621371))} miles` : `${grouped(car.km)} km`;
  const odometer = car.carType === 'new' ? '' : ` It has ${words.travelled} ${distance}.`;
  const highlights = car.features.slice(0, 3).join(', ');
  return (
    `This ${car.name} is ${condition}. Finished in ${(words.colours[car.colour] ?? car.colour).toLowerCase()}${running}.` +
    `${odometer}${highlights ? ` Highlights include ${highlights}.` : ''} Contact ${car.dealershipName} today to arrange an inspection or test drive.`
  );
}

function images(body: string, colour: string, rng: Rng): CarImage[] {
  const count = rng.chance(0.02) ? 0 : rng.int(1, 12);
  return Array.from({ length: count }, (_, i) => {
    const url = `/media/cars/${body}/${colour.toLowerCase()}/${i + 1}.svg`;
    return { url, thumbUrl: `${url}?size=thumb` };
  });
}

/** A dealer price from the model's new-price ladder, depreciated by age and kilometres. */
function pricing(
  model: ModelDef,
  badgeIndex: number,
  carType: CarType,
  age: number,
  km: number,
  market: Market,
  rng: Rng,
): { price: number; beforePrice: number | null } {
  const span = model.badges.length > 1 ? badgeIndex / (model.badges.length - 1) : 0.5;
  let amount = model.price[0] + (model.price[1] - model.price[0]) * Math.min(1, Math.max(0, span + rng.float(-0.08, 0.08)));
  if (carType === 'demo') amount *= rng.float(0.88, 0.95);
  if (carType === 'used') amount *= 0.87 ** age * (1 - Math.min(0.3, km / 900_000)) * rng.float(0.92, 1.08);
  amount *= CURRENCY_RATE[market];
  const roll = rng.next();
  // A few cars are price on application (0), a few carry a placeholder price a feed sent (1 to 10).
  const price = roll < 0.006 ? 0 : roll < 0.01 ? rng.int(1, 10) : dealerPrice(amount);
  const beforePrice = price > 10 && rng.chance(0.1) ? price + Math.max(500, Math.round((price * rng.float(0.03, 0.1)) / 500) * 500) : null;
  return { price, beforePrice };
}

/**
 * Listing and sale times: listings spread over 180 days with ~6% in the new-arrival window of
 * 8 days; sales over the last 30 days, so 3, 7 and 14 day windows each include some and miss some.
 */
function timeline(sold: boolean, clock: Clock, rng: Rng): { createdAt: Date; soldAt: Date | null } {
  let createdDaysAgo = rng.chance(0.06) ? rng.float(0, 7.9) : rng.float(8, 180);
  if (!sold) return { createdAt: daysBefore(clock, createdDaysAgo), soldAt: null };
  const soldDaysAgo = rng.float(0, 30);
  if (createdDaysAgo <= soldDaysAgo + 1) createdDaysAgo = soldDaysAgo + rng.float(2, 60);
  return { createdAt: daysBefore(clock, createdDaysAgo), soldAt: daysBefore(clock, soldDaysAgo) };
}

/** Generates a dealership's stock; ids run from ctx.firstCarId. */
export function generateStock(profile: StockProfile, ctx: StockContext): CarRow[] {
  const { rng, clock } = ctx;
  const rows: CarRow[] = [];
  let stockCounter = 10_000 + rng.int(0, 800);
  for (let i = 0; i < profile.count; i++) {
    let carType = rng.weighted([
      ['new', profile.mix.new],
      ['demo', profile.mix.demo],
      ['used', profile.mix.used],
    ] as const);
    let choice = chooseModel(profile, ctx, carType);
    // A make whose every model is discontinued (Holden) can only be sold used.
    for (let attempt = 0; !choice; attempt++) {
      if (attempt > 100) throw new Error(`Stock profile ${profile.stockPrefix} has no sellable model`);
      carType = 'used';
      choice = chooseModel(profile, ctx, carType);
    }
    const { make, model } = choice;
    const badgeIndex = rng.int(0, model.badges.length - 1);
    const badge = model.badges[badgeIndex] ?? model.badges[0] ?? '';
    const series = model.series && rng.chance(0.6) ? rng.pick(model.series) : null;

    const age = carType === 'used' ? usedAge(profile, rng) : carType === 'demo' ? rng.int(0, 1) : rng.chance(0.75) ? 0 : 1;
    const built = Math.min(clock.year - (model.status === 'coming_soon' ? 0 : age), model.lastYear ?? Number.POSITIVE_INFINITY);
    const year = Math.max(built, Math.min(model.firstYear ?? 0, clock.year));
    const km = kmFor(profile.kind, carType, clock.year - year, rng);

    const fuels = profile.fuels ? model.fuels.filter((f) => profile.fuels?.includes(f)) : model.fuels;
    const fuel = fuels.length > 0 ? rng.pick(fuels) : null;
    // A badge that names its drive (bZ4X AWD, Model Y RWD) must agree with the drive column.
    const drive = model.drives.find((d) => badge.split(' ').includes(d)) ?? (model.drives.length > 0 ? rng.pick(model.drives) : null);
    const towed = model.drives.length === 0;
    const transmission = towed ? null : fuel !== 'Electric' && model.manualRate && rng.chance(model.manualRate) ? 'Manual' : 'Automatic';
    const colour = rng.weighted(COLOUR_WEIGHTS);

    const { price, beforePrice } = pricing(model, badgeIndex, carType, clock.year - year, km, ctx.market, rng);

    const drawn = rng.weighted([
      ['in_stock', 80],
      ['coming_soon', 8],
      ['sold', 12],
    ] as const);
    const status = model.status === 'coming_soon' ? 'coming_soon' : drawn;

    const { createdAt, soldAt } = timeline(status === 'sold', clock, rng);

    const preorder = status === 'coming_soon' && carType === 'new' && rng.chance(0.4);
    let tag: string | null = null;
    if (preorder) tag = 'Pre-order';
    else if (carType === 'demo' && rng.chance(0.2)) tag = 'Test Drive Only';
    else if (profile.customTag && profile.customTag.carTypes.includes(carType) && rng.chance(profile.customTag.rate)) tag = profile.customTag.tag;

    const features = featuresIn(rng.sample(FEATURES[profile.kind], rng.int(4, 8)), ctx.market);
    const stocknum = `${profile.stockPrefix}${(stockCounter += rng.int(1, 9))}${STOCK_SUFFIX[carType]}`;
    const name = listingTitle({ year, make: make.name, model: model.name, badge });
    const used = carType === 'used';
    const marketPrice = used && price > 10 && rng.chance(0.8);
    const averageMarketPrice = marketPrice
      ? Math.round((price + (rng.chance(0.45) ? rng.int(600, 4_500) : rng.int(-3_000, 450))) / 10) * 10
      : null;
    const paymentProcessors: PaymentProcessor[] = ctx.paymentKey
      ? [{ authorization_type: 'stripe', authorization_key: ctx.paymentKey, deposit_amount: 500 }]
      : ctx.reservationRequests
        ? [{ authorization_type: 'checkout', authorization_key: null, deposit_amount: 0 }]
        : [];
    const id = ctx.firstCarId + i;

    rows.push({
      id,
      dealershipId: ctx.dealershipId,
      locationId: rng.pick(ctx.stockLocationIds),
      slug: slugify(`${year}-${make.name}-${model.name}-${badge}-${stocknum}`),
      name,
      make: make.name,
      model: model.name,
      badge,
      series,
      year,
      km,
      stocknum,
      vin: vin(rng),
      ...(registration(id, carType, ctx.regoState, clock) ?? {}),
      price,
      beforePrice,
      subscriptionPrice: profile.subscription && price > 10 ? Math.round((price * 0.0055 + 45) / 5) * 5 : null,
      carType,
      itemType: ITEM_TYPES[profile.kind],
      status,
      soldAt,
      reserved: status === 'in_stock' && rng.chance(0.03),
      reservable: rng.chance(0.02) ? false : ctx.paymentKey ? true : null,
      preorder,
      tag,
      certified: ctx.certifies && used && rng.chance(0.25),
      showOnDealerWebsite: !rng.chance(0.02),
      simpleFuel: fuel,
      simpleBody: model.body,
      simpleDrive: drive,
      transmission,
      colour,
      seats: model.seats,
      categories: [
        ...categoriesFor(profile.kind, model.body, fuel, price, carType, model.seats),
        ...(used && profile.rentalRate && rng.chance(profile.rentalRate) ? ['Rental'] : []),
      ],
      features,
      description: describe({ name, carType, colour, transmission, fuel, km, market: ctx.market, features, dealershipName: ctx.dealershipName }),
      images: images(model.body, colour, rng),
      hasNvic: profile.kind === 'cars' && rng.chance(0.85),
      financeLenders: Object.fromEntries(ctx.financeProviders.map((p) => [p, lenderRecord(p, price, used, rng, ctx.market)])),
      averageMarketPrice,
      stateAverageMarketPrice: averageMarketPrice === null ? null : Math.round((averageMarketPrice + rng.int(-800, 800)) / 10) * 10,
      paymentProcessors,
      hasCheckoutPaymentProcessor: paymentProcessors.length > 0,
      customRank: rng.int(1, 1000),
      createdAt,
      updatedAt: soldAt ?? createdAt,
    });
  }
  return rows;
}
