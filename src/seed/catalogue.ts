import { slugify } from '../domain/slug';
import type { StockKind } from '../domain/site-config';
import type { Market } from './types';

/**
 * Static manufacturers and models the demo stock is drawn from. Prices are new prices in AUD
 * across the badge ladder (cheapest badge first); the stock generator depreciates and converts them.
 */

export type Fuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Plug-in Hybrid' | 'Electric' | 'LPG';
type Drive = 'FWD' | 'RWD' | 'AWD' | '4WD';
type ModelStatus = 'new' | 'all_new' | 'coming_soon';

export type ModelDef = {
  name: string;
  slug: string;
  kind: StockKind;
  body: string;
  price: readonly [number, number];
  badges: readonly string[];
  /** Empty for vehicles without an engine (caravans, camper trailers). */
  fuels: readonly Fuel[];
  /** Empty for towed vehicles. */
  drives: readonly Drive[];
  seats: number;
  /** Share of manual gearboxes; undefined means automatic only, null transmission for towed vehicles. */
  manualRate?: number;
  series?: readonly string[];
  status?: ModelStatus;
  shortDescription: string;
  overrideUrl?: string;
  /** Markets where the model is sold new; absent means every market. */
  markets?: readonly Market[];
  /** Recent launches: no car of the model is older than this year. */
  firstYear?: number;
  /** Discontinued models: sold used only, built no later than this year. */
  lastYear?: number;
  weight?: number;
};

export type MakeDef = { name: string; slug: string; models: ModelDef[] };

type Options = Partial<Omit<ModelDef, 'name' | 'kind' | 'body' | 'price' | 'badges' | 'fuels' | 'drives' | 'seats'>>;

export { slugify } from '../domain/slug';

// Body blurbs of deliberately mixed length: the UI truncates model descriptions at 75 characters.
const BODY_BLURBS: Record<string, string> = {
  suv: 'A versatile SUV with room for the family, the weekend gear and the dog, plus all-weather confidence.',
  hatchback: 'Nimble, frugal and easy to park.',
  ute: 'A dual-cab workhorse that tows, hauls and still cleans up nicely for the weekend away with the family.',
  coupe: 'Two doors, pure driving joy.',
  sedan: 'A refined sedan with a quiet cabin and a generous boot.',
  wagon: 'Wagon practicality with raised ground clearance for gravel roads and ski fields.',
  van: 'Load space, sliding doors and low running costs for the working week.',
  convertible: 'Top down, sun out.',
  'people-mover': 'Seats for eight, sliding doors on both sides and storage for every school bag in the street.',
  sports: 'Track-bred sports bike with sharp handling.',
  cruiser: 'Low seat, relaxed riding position and torque for days on the open highway.',
  adventure: 'Long-travel suspension and a big tank for the road less travelled, sealed or not.',
  naked: 'Stripped back and punchy in town.',
  scooter: 'Step-through commuting with under-seat storage.',
  dirt: 'Competition-ready off-road machine.',
  caravan: 'A full-height caravan with ensuite, queen bed and off-grid power for long stays in the bush.',
  motorhome: 'Self-contained motorhome: drive, park and sleep with everything on board.',
  campervan: 'Compact campervan that parks in a normal space.',
  'camper-trailer': 'A light camper trailer that follows your 4WD anywhere and sets up in minutes.',
  'prime-mover': 'Line-haul prime mover built for B-double work.',
  rigid: 'Medium-duty rigid with a strong payload for metro and regional distribution.',
  'cab-chassis': 'Light truck cab chassis, ready for a tray, pantech or tipper body.',
  tipper: 'Heavy tipper for quarry and construction work.',
};

function model(
  kind: StockKind,
  name: string,
  body: string,
  price: readonly [number, number],
  badges: readonly string[],
  fuels: readonly Fuel[],
  drives: readonly Drive[],
  seats: number,
  options: Options = {},
): ModelDef {
  return {
    name,
    slug: options.slug ?? slugify(name),
    kind,
    body,
    price,
    badges,
    fuels,
    drives,
    seats,
    shortDescription: options.shortDescription ?? `The ${name}. ${BODY_BLURBS[body] ?? ''}`.trim(),
    ...options,
  };
}

function car(
  name: string,
  body: string,
  price: readonly [number, number],
  badges: readonly string[],
  fuels: readonly Fuel[],
  drives: readonly Drive[],
  seats: number,
  options: Options = {},
): ModelDef {
  return model('cars', name, body, price, badges, fuels, drives, seats, options);
}

function bike(name: string, body: string, price: readonly [number, number], badges: readonly string[], options: Options = {}): ModelDef {
  const fuels: readonly Fuel[] = /LiveWire|CE 04|Freeride E/.test(name) ? ['Electric'] : ['Petrol'];
  const seats = body === 'sports' || body === 'dirt' ? 1 : 2;
  return model('motorcycles', name, body, price, badges, fuels, ['RWD'], seats, { manualRate: body === 'scooter' || fuels[0] === 'Electric' ? 0 : 1, ...options });
}

function rv(name: string, body: string, price: readonly [number, number], badges: readonly string[], berths: number, options: Options = {}): ModelDef {
  const towed = body === 'caravan' || body === 'camper-trailer';
  const drives: readonly Drive[] = towed ? [] : body === 'campervan' ? ['FWD'] : ['RWD'];
  return model('rvs', name, body, price, badges, towed ? [] : ['Diesel'], drives, berths, options);
}

function truck(name: string, body: string, price: readonly [number, number], badges: readonly string[], fuels: readonly Fuel[] = ['Diesel'], options: Options = {}): ModelDef {
  return model('trucks', name, body, price, badges, fuels, body === 'tipper' ? ['4WD', 'RWD'] : ['RWD'], body === 'cab-chassis' || body === 'van' ? 3 : 2, { manualRate: 0.2, ...options });
}

const US: readonly Market[] = ['US'];
const AU_NZ: readonly Market[] = ['AU', 'NZ'];

export const CATALOGUE: MakeDef[] = [
  {
    name: 'Toyota',
    slug: 'toyota',
    models: [
      car('Yaris', 'hatchback', [24_000, 33_000], ['Ascent', 'SX', 'ZR'], ['Petrol', 'Hybrid'], ['FWD'], 5, { markets: AU_NZ }),
      car('Corolla', 'hatchback', [31_000, 44_000], ['Ascent Sport', 'SX', 'ZR'], ['Hybrid', 'Petrol'], ['FWD'], 5, { series: ['ZWE219R', 'MZEA12R'], weight: 3 }),
      car('Camry', 'sedan', [37_000, 52_000], ['Ascent', 'SL', 'SX'], ['Hybrid'], ['FWD'], 5, { status: 'all_new', weight: 2 }),
      car('RAV4', 'suv', [40_000, 60_000], ['GX', 'GXL', 'Cruiser', 'Edge'], ['Hybrid', 'Petrol'], ['FWD', 'AWD'], 5, { series: ['AXAH52R', 'MXAA52R'], weight: 4 }),
      car('C-HR', 'suv', [35_000, 52_000], ['GXL', 'Koba', 'GR Sport'], ['Hybrid', 'Plug-in Hybrid'], ['FWD', 'AWD'], 5, { status: 'new' }),
      car('Kluger', 'suv', [56_000, 82_000], ['GX', 'GXL', 'Grande'], ['Hybrid', 'Petrol'], ['AWD'], 7, { markets: AU_NZ }),
      car('Highlander', 'suv', [50_000, 70_000], ['LE', 'XLE', 'Platinum'], ['Hybrid', 'Petrol'], ['AWD', 'FWD'], 7, { markets: US }),
      car('LandCruiser Prado', 'suv', [72_000, 100_000], ['GX', 'GXL', 'VX', 'Kakadu'], ['Diesel'], ['4WD'], 7, { status: 'all_new', series: ['250 Series'], markets: AU_NZ, weight: 2 }),
      car('LandCruiser 300', 'suv', [92_000, 145_000], ['GX', 'GXL', 'VX', 'Sahara', 'GR Sport'], ['Diesel'], ['4WD'], 7, {
        series: ['FJA300R'],
        markets: AU_NZ,
        overrideUrl: '/pages/landcruiser-300',
        shortDescription: 'The flagship LandCruiser: twin-turbo V6 diesel, 3.5 tonne towing and genuine go-anywhere ability.',
      }),
      car('LandCruiser FJ', 'suv', [65_000, 75_000], ['FJ'], ['Petrol'], ['4WD'], 5, { firstYear: 2026, status: 'coming_soon', markets: AU_NZ }),
      car('HiLux', 'ute', [35_000, 75_000], ['WorkMate', 'SR', 'SR5', 'Rogue', 'GR Sport'], ['Diesel', 'Petrol'], ['4WD', 'RWD'], 5, { manualRate: 0.2, markets: AU_NZ, weight: 4 }),
      car('Tacoma', 'ute', [38_000, 55_000], ['SR', 'TRD Sport', 'TRD Off-Road', 'Limited'], ['Petrol', 'Hybrid'], ['4WD', 'RWD'], 5, { markets: US, weight: 3 }),
      car('Tundra', 'ute', [60_000, 160_000], ['SR5', 'Limited', 'Platinum'], ['Petrol', 'Hybrid'], ['4WD'], 5, { markets: ['AU', 'US'] }),
      car('bZ4X', 'suv', [60_000, 75_000], ['FWD', 'AWD'], ['Electric'], ['FWD', 'AWD'], 5, { firstYear: 2022, status: 'new', weight: 2 }),
      car('GR86', 'coupe', [44_000, 48_000], ['GT', 'GTS'], ['Petrol'], ['RWD'], 4, { manualRate: 0.5 }),
      car('HiAce', 'van', [45_000, 70_000], ['LWB', 'SLWB', 'Commuter'], ['Diesel', 'Petrol'], ['RWD'], 3, { markets: AU_NZ }),
      car('Granvia', 'people-mover', [70_000, 85_000], ['Premium', 'VX'], ['Diesel'], ['AWD'], 8, { firstYear: 2019, markets: AU_NZ }),
    ],
  },
  {
    name: 'Mazda',
    slug: 'mazda',
    models: [
      car('Mazda2', 'hatchback', [24_000, 31_000], ['G15 Pure', 'G15 Evolve', 'G15 GT'], ['Petrol'], ['FWD'], 5, { manualRate: 0.1 }),
      car('Mazda3', 'hatchback', [31_000, 48_000], ['G20 Pure', 'G20 Evolve', 'G25 GT', 'G25 Astina'], ['Petrol'], ['FWD'], 5, { manualRate: 0.1, weight: 3 }),
      car('CX-3', 'suv', [28_000, 38_000], ['G20 Pure', 'G20 Evolve', 'G20 Touring', 'S20 Akari'], ['Petrol'], ['FWD', 'AWD'], 5),
      car('CX-30', 'suv', [35_000, 50_000], ['G20 Pure', 'G20 Evolve', 'G25 Touring', 'X20 Astina'], ['Petrol', 'Hybrid'], ['FWD', 'AWD'], 5, { weight: 2 }),
      car('CX-5', 'suv', [36_000, 56_000], ['Maxx', 'Maxx Sport', 'Touring', 'GT SP', 'Akera'], ['Petrol', 'Diesel'], ['FWD', 'AWD'], 5, { status: 'all_new', series: ['KF Series 2'], weight: 4 }),
      car('CX-60', 'suv', [60_000, 80_000], ['G40e Evolve', 'D50e GT', 'P50e Azami'], ['Hybrid', 'Diesel', 'Plug-in Hybrid'], ['AWD'], 5, { firstYear: 2022, weight: 2 }),
      car('CX-80', 'suv', [73_000, 90_000], ['G40e Touring', 'D50e GT', 'P50e Azami'], ['Hybrid', 'Diesel', 'Plug-in Hybrid'], ['AWD'], 7, { firstYear: 2024, status: 'new' }),
      car('CX-90', 'suv', [75_000, 100_000], ['G50e Touring', 'D50e GT', 'G50e Azami'], ['Hybrid', 'Diesel'], ['AWD'], 7, { firstYear: 2023 }),
      car('BT-50', 'ute', [38_000, 68_000], ['XS', 'XT', 'XTR', 'GT', 'Thunder'], ['Diesel'], ['4WD', 'RWD'], 5, { manualRate: 0.15, weight: 3 }),
      car('MX-5', 'convertible', [40_000, 50_000], ['Roadster', 'GT RF'], ['Petrol'], ['RWD'], 2, { manualRate: 0.5 }),
      car('MX-30', 'suv', [45_000, 65_000], ['E35 Evolve', 'E35 Astina'], ['Electric', 'Hybrid'], ['FWD'], 5, { firstYear: 2021 }),
      car('Mazda6e', 'sedan', [55_000, 65_000], ['Takumi'], ['Electric'], ['RWD'], 5, { firstYear: 2025, status: 'coming_soon' }),
      car('Mazda6', 'wagon', [35_000, 50_000], ['Sport', 'Touring', 'Atenza'], ['Petrol'], ['FWD'], 5, { lastYear: 2023 }),
    ],
  },
  {
    name: 'Kia',
    slug: 'kia',
    models: [
      car('Picanto', 'hatchback', [17_000, 21_000], ['S', 'GT-Line'], ['Petrol'], ['FWD'], 5, { manualRate: 0.3 }),
      car('Cerato', 'hatchback', [27_000, 38_000], ['S', 'Sport', 'Sport+', 'GT'], ['Petrol'], ['FWD'], 5, { lastYear: 2024, weight: 2 }),
      car('K4', 'sedan', [30_000, 40_000], ['S', 'Sport', 'GT-Line'], ['Petrol'], ['FWD'], 5, { firstYear: 2025, status: 'all_new' }),
      car('Seltos', 'suv', [30_000, 45_000], ['S', 'Sport', 'Sport+', 'GT-Line'], ['Petrol'], ['FWD', 'AWD'], 5, { weight: 2 }),
      car('Sportage', 'suv', [35_000, 55_000], ['S', 'SX', 'SX+', 'GT-Line'], ['Petrol', 'Diesel', 'Hybrid'], ['FWD', 'AWD'], 5, { weight: 4 }),
      car('Sorento', 'suv', [50_000, 75_000], ['Sport', 'Sport+', 'GT-Line'], ['Diesel', 'Hybrid', 'Plug-in Hybrid'], ['AWD'], 7, { weight: 2 }),
      car('Carnival', 'people-mover', [50_000, 75_000], ['S', 'Sport', 'Sport+', 'GT-Line'], ['Diesel', 'Hybrid', 'Petrol'], ['FWD'], 8, { weight: 2 }),
      car('Niro', 'suv', [45_000, 60_000], ['S', 'GT-Line'], ['Hybrid', 'Electric'], ['FWD'], 5),
      car('EV5', 'suv', [56_000, 73_000], ['Air', 'Earth', 'GT-Line'], ['Electric'], ['FWD', 'AWD'], 5, { firstYear: 2024, status: 'new' }),
      car('EV6', 'suv', [70_000, 90_000], ['Air', 'GT-Line', 'GT'], ['Electric'], ['RWD', 'AWD'], 5, { firstYear: 2021 }),
      car('EV9', 'suv', [97_000, 122_000], ['Air', 'Earth', 'GT-Line'], ['Electric'], ['AWD', 'RWD'], 7, { firstYear: 2023 }),
      car('Tasman', 'ute', [45_000, 75_000], ['S', 'SX', 'SX+', 'X-Pro'], ['Diesel'], ['4WD', 'RWD'], 5, { firstYear: 2025, status: 'all_new', markets: AU_NZ, weight: 2 }),
      car('Stinger', 'sedan', [50_000, 75_000], ['200S', '330S', 'GT'], ['Petrol'], ['RWD'], 5, { lastYear: 2023 }),
      car('PV5', 'van', [55_000, 70_000], ['Cargo', 'Passenger'], ['Electric'], ['FWD'], 5, { firstYear: 2025, status: 'coming_soon' }),
    ],
  },
  {
    name: 'Hyundai',
    slug: 'hyundai',
    models: [
      car('i30', 'hatchback', [27_000, 40_000], ['Active', 'Elite', 'N Line', 'N Line Premium'], ['Petrol', 'Hybrid'], ['FWD'], 5, { weight: 3 }),
      car('Venue', 'suv', [22_000, 30_000], ['Venue', 'Active', 'Elite'], ['Petrol'], ['FWD'], 5, { manualRate: 0.1 }),
      car('Kona', 'suv', [34_000, 60_000], ['Kona', 'N Line', 'Premium'], ['Petrol', 'Hybrid', 'Electric'], ['FWD', 'AWD'], 5, { status: 'all_new', weight: 3 }),
      car('Tucson', 'suv', [35_000, 55_000], ['Tucson', 'Elite', 'Highlander', 'N Line'], ['Petrol', 'Diesel', 'Hybrid'], ['FWD', 'AWD'], 5, { weight: 4 }),
      car('Santa Fe', 'suv', [55_000, 80_000], ['Santa Fe', 'Elite', 'Calligraphy'], ['Hybrid', 'Petrol'], ['AWD', 'FWD'], 7, { status: 'all_new', weight: 2 }),
      car('Palisade', 'suv', [65_000, 90_000], ['Elite', 'Highlander'], ['Diesel', 'Petrol', 'Hybrid'], ['AWD'], 8, { status: 'new' }),
      car('IONIQ 5', 'suv', [63_000, 85_000], ['Dynamiq', 'Techniq', 'Epiq', 'N'], ['Electric'], ['RWD', 'AWD'], 5, { firstYear: 2021, slug: 'ioniq-5', weight: 2 }),
      car('IONIQ 6', 'sedan', [65_000, 80_000], ['Dynamiq', 'Techniq', 'Epiq'], ['Electric'], ['RWD', 'AWD'], 5, { firstYear: 2022, slug: 'ioniq-6' }),
      car('IONIQ 9', 'suv', [80_000, 100_000], ['Techniq', 'Calligraphy'], ['Electric'], ['AWD'], 7, { firstYear: 2025, slug: 'ioniq-9', status: 'coming_soon' }),
      car('Staria', 'people-mover', [50_000, 70_000], ['Staria', 'Elite', 'Highlander'], ['Diesel', 'Petrol'], ['FWD', 'AWD'], 8),
      car('i20 N', 'hatchback', [32_000, 35_000], ['N'], ['Petrol'], ['FWD'], 5, { manualRate: 1, lastYear: 2024 }),
    ],
  },
  {
    name: 'Ford',
    slug: 'ford',
    models: [
      car('Ranger', 'ute', [37_000, 90_000], ['XL', 'XLS', 'XLT', 'Sport', 'Wildtrak', 'Raptor'], ['Diesel', 'Plug-in Hybrid', 'Petrol'], ['4WD', 'RWD'], 5, { series: ['PY MY25'], manualRate: 0.1, weight: 5 }),
      car('Everest', 'suv', [55_000, 80_000], ['Ambiente', 'Trend', 'Sport', 'Platinum'], ['Diesel'], ['4WD', 'RWD'], 7, { markets: AU_NZ, weight: 2 }),
      car('Mustang', 'coupe', [65_000, 95_000], ['GT', 'GT Fastback', 'Dark Horse'], ['Petrol'], ['RWD'], 4, { manualRate: 0.3 }),
      car('Puma', 'suv', [32_000, 40_000], ['Puma', 'ST-Line', 'ST-Line V'], ['Petrol'], ['FWD'], 5, { markets: AU_NZ }),
      car('Escape', 'suv', [38_000, 55_000], ['Escape', 'ST-Line', 'Vignale'], ['Petrol', 'Plug-in Hybrid', 'Hybrid'], ['FWD', 'AWD'], 5),
      car('Mustang Mach-E', 'suv', [65_000, 85_000], ['Select', 'Premium', 'GT'], ['Electric'], ['RWD', 'AWD'], 5, { firstYear: 2021 }),
      car('Transit Custom', 'van', [50_000, 70_000], ['Trend', 'Sport'], ['Diesel', 'Plug-in Hybrid'], ['FWD'], 3, { markets: AU_NZ }),
      car('F-150', 'ute', [70_000, 150_000], ['XLT', 'Lariat', 'Platinum', 'Lightning'], ['Petrol', 'Hybrid'], ['4WD'], 5, { weight: 4 }),
      car('Bronco', 'suv', [45_000, 95_000], ['Big Bend', 'Outer Banks', 'Badlands'], ['Petrol'], ['4WD'], 5, { firstYear: 2021, manualRate: 0.2 }),
      car('Explorer', 'suv', [40_000, 60_000], ['XLT', 'ST-Line', 'Platinum'], ['Petrol', 'Hybrid'], ['RWD', 'AWD'], 7, { markets: US, weight: 2 }),
      car('Maverick', 'ute', [26_000, 40_000], ['XL', 'XLT', 'Lariat'], ['Hybrid', 'Petrol'], ['FWD', 'AWD'], 5, { firstYear: 2022, markets: US, weight: 2 }),
      car('Falcon', 'sedan', [40_000, 55_000], ['XT', 'G6', 'XR6', 'XR8'], ['Petrol', 'LPG'], ['RWD'], 5, { lastYear: 2016, manualRate: 0.15 }),
    ],
  },
  {
    name: 'Chevrolet',
    slug: 'chevrolet',
    models: [
      car('Silverado', 'ute', [60_000, 160_000], ['LT', 'LTZ', 'ZR2', 'High Country'], ['Petrol', 'Diesel'], ['4WD'], 5, { weight: 5 }),
      car('Corvette', 'coupe', [180_000, 230_000], ['Stingray', '3LT', 'Z06'], ['Petrol'], ['RWD'], 2),
      car('Camaro', 'coupe', [45_000, 90_000], ['LT', 'SS', 'ZL1'], ['Petrol'], ['RWD'], 4, { lastYear: 2024, manualRate: 0.3 }),
      car('Tahoe', 'suv', [58_000, 80_000], ['LS', 'LT', 'Z71', 'High Country'], ['Petrol', 'Diesel'], ['4WD', 'RWD'], 8, { markets: US, weight: 3 }),
      car('Equinox', 'suv', [28_000, 48_000], ['LS', 'LT', 'RS', 'EV 2LT'], ['Petrol', 'Electric'], ['FWD', 'AWD'], 5, { markets: US, weight: 3 }),
      car('Bolt EV', 'hatchback', [28_000, 32_000], ['1LT', '2LT'], ['Electric'], ['FWD'], 5, { lastYear: 2023 }),
      car('Colorado', 'ute', [32_000, 50_000], ['WT', 'LT', 'Z71', 'ZR2'], ['Petrol'], ['4WD', 'RWD'], 5, { markets: US, weight: 2 }),
    ],
  },
  {
    name: 'Ram',
    slug: 'ram',
    models: [
      car('1500', 'ute', [60_000, 150_000], ['Express', 'Laramie', 'Limited', 'TRX'], ['Petrol', 'Hybrid'], ['4WD'], 5, { slug: 'ram-1500', weight: 3 }),
      car('2500', 'ute', [70_000, 170_000], ['Big Horn', 'Laramie', 'Power Wagon'], ['Diesel', 'Petrol'], ['4WD'], 5, { slug: 'ram-2500' }),
    ],
  },
  {
    name: 'GMC',
    slug: 'gmc',
    models: [
      car('Sierra', 'ute', [65_000, 180_000], ['Elevation', 'AT4', 'Denali'], ['Petrol', 'Diesel'], ['4WD'], 5, { weight: 3 }),
      car('Yukon', 'suv', [62_000, 95_000], ['SLE', 'SLT', 'AT4', 'Denali'], ['Petrol'], ['4WD', 'RWD'], 8, { markets: US, weight: 2 }),
      car('Hummer EV', 'ute', [95_000, 250_000], ['2X', '3X', 'Edition 1'], ['Electric'], ['AWD'], 5, { firstYear: 2022 }),
    ],
  },
  {
    name: 'Jeep',
    slug: 'jeep',
    models: [
      car('Wrangler', 'suv', [75_000, 100_000], ['Sport S', 'Rubicon', 'Unlimited 4xe'], ['Petrol', 'Plug-in Hybrid'], ['4WD'], 5, { manualRate: 0.1, weight: 3 }),
      car('Grand Cherokee', 'suv', [80_000, 120_000], ['Night Eagle', 'Limited', 'Summit Reserve 4xe'], ['Petrol', 'Plug-in Hybrid'], ['4WD'], 5, { weight: 2 }),
      car('Compass', 'suv', [40_000, 55_000], ['Night Eagle', 'Limited', 'Trailhawk'], ['Petrol'], ['FWD', 'AWD'], 5),
      car('Gladiator', 'ute', [80_000, 95_000], ['Night Eagle', 'Rubicon'], ['Petrol'], ['4WD'], 5),
    ],
  },
  {
    name: 'Honda',
    slug: 'honda',
    models: [
      car('Civic', 'hatchback', [47_000, 75_000], ['VTi LX', 'e:HEV LX', 'Type R'], ['Petrol', 'Hybrid'], ['FWD'], 5, { manualRate: 0.1, weight: 3 }),
      car('CR-V', 'suv', [45_000, 65_000], ['VTi X', 'VTi L7', 'e:HEV RS'], ['Petrol', 'Hybrid'], ['FWD', 'AWD'], 5, { weight: 4 }),
      car('HR-V', 'suv', [36_000, 50_000], ['Vi X', 'e:HEV L'], ['Petrol', 'Hybrid'], ['FWD'], 5, { weight: 2 }),
      car('ZR-V', 'suv', [43_000, 55_000], ['VTi X', 'VTi LX', 'e:HEV LX'], ['Petrol', 'Hybrid'], ['FWD'], 5, { firstYear: 2023, markets: AU_NZ }),
      car('Accord', 'sedan', [45_000, 63_000], ['VTi', 'e:HEV RS'], ['Petrol', 'Hybrid'], ['FWD'], 5),
      car('Pilot', 'suv', [40_000, 55_000], ['Sport', 'TrailSport', 'Elite'], ['Petrol'], ['AWD'], 8, { markets: US, weight: 2 }),
      car('Jazz', 'hatchback', [22_000, 28_000], ['VTi', 'VTi-L'], ['Petrol', 'Hybrid'], ['FWD'], 5, { lastYear: 2023 }),
      car('Odyssey', 'people-mover', [40_000, 55_000], ['Vi L7', 'Vi LX7'], ['Petrol'], ['FWD'], 7, { markets: US, weight: 2 }),
      bike('CBR650R', 'sports', [14_000, 16_000], ['Standard', 'E-Clutch'], { weight: 2 }),
      bike('Rebel 500', 'cruiser', [10_000, 11_000], ['Standard', 'SE'], { weight: 2 }),
      bike('Africa Twin', 'adventure', [25_000, 30_000], ['Standard', 'Adventure Sports ES'], { weight: 2 }),
      bike('CB750 Hornet', 'naked', [12_500, 13_500], ['Standard'], { firstYear: 2023 }),
      bike('PCX160', 'scooter', [5_000, 5_500], ['Standard']),
      bike('CRF450R', 'dirt', [14_000, 14_500], ['Standard', 'RX']),
      bike('Gold Wing', 'cruiser', [45_000, 50_000], ['Tour', 'Tour DCT'], { manualRate: 0.3 }),
    ],
  },
  {
    name: 'Mitsubishi',
    slug: 'mitsubishi',
    models: [
      car('Triton', 'ute', [30_000, 65_000], ['GLX', 'GLX+', 'GLS', 'GSR'], ['Diesel'], ['4WD', 'RWD'], 5, { manualRate: 0.2, weight: 3 }),
      car('Outlander', 'suv', [38_000, 65_000], ['ES', 'LS', 'Aspire', 'Exceed'], ['Petrol', 'Plug-in Hybrid'], ['FWD', 'AWD'], 7, { weight: 3 }),
      car('ASX', 'suv', [27_000, 38_000], ['GS', 'LS', 'Exceed'], ['Petrol', 'Hybrid'], ['FWD'], 5),
      car('Pajero Sport', 'suv', [50_000, 62_000], ['GLX', 'GLS', 'Exceed'], ['Diesel'], ['4WD'], 7),
      car('Eclipse Cross', 'suv', [32_000, 55_000], ['ES', 'LS', 'Aspire'], ['Petrol', 'Plug-in Hybrid'], ['FWD', 'AWD'], 5),
      car('Pajero', 'suv', [50_000, 70_000], ['GLX', 'GLS', 'Exceed'], ['Diesel'], ['4WD'], 7, { lastYear: 2021 }),
    ],
  },
  {
    name: 'Nissan',
    slug: 'nissan',
    models: [
      car('Navara', 'ute', [35_000, 70_000], ['SL', 'ST', 'ST-X', 'PRO-4X'], ['Diesel'], ['4WD', 'RWD'], 5, { manualRate: 0.15, weight: 3 }),
      car('X-Trail', 'suv', [38_000, 60_000], ['ST', 'ST-L', 'Ti', 'Ti-L e-POWER'], ['Petrol', 'Hybrid'], ['FWD', 'AWD'], 7, { weight: 3 }),
      car('Patrol', 'suv', [85_000, 100_000], ['Ti', 'Ti-L', 'Warrior'], ['Petrol'], ['4WD'], 8),
      car('Qashqai', 'suv', [35_000, 55_000], ['ST', 'ST+', 'Ti', 'N-Design e-POWER'], ['Petrol', 'Hybrid'], ['FWD'], 5),
      car('Leaf', 'hatchback', [50_000, 62_000], ['Leaf', 'e+'], ['Electric'], ['FWD'], 5),
    ],
  },
  {
    name: 'Volkswagen',
    slug: 'volkswagen',
    models: [
      car('Golf', 'hatchback', [38_000, 70_000], ['Life', 'R-Line', 'GTI', 'R'], ['Petrol'], ['FWD', 'AWD'], 5, { manualRate: 0.1, weight: 3 }),
      car('Polo', 'hatchback', [27_000, 40_000], ['Life', 'Style', 'GTI'], ['Petrol'], ['FWD'], 5),
      car('T-Roc', 'suv', [40_000, 60_000], ['CityLife', 'R-Line', 'R'], ['Petrol'], ['FWD', 'AWD'], 5),
      car('Tiguan', 'suv', [45_000, 70_000], ['Life', 'Elegance', 'R-Line'], ['Petrol', 'Diesel'], ['FWD', 'AWD'], 5, { weight: 2 }),
      car('Amarok', 'ute', [55_000, 90_000], ['Core', 'Life', 'Style', 'PanAmericana', 'Aventura'], ['Diesel'], ['4WD'], 5, { weight: 2 }),
      car('ID.4', 'suv', [60_000, 75_000], ['Pro', 'GTX'], ['Electric'], ['RWD', 'AWD'], 5, { firstYear: 2023, slug: 'id-4', status: 'new' }),
    ],
  },
  {
    name: 'Subaru',
    slug: 'subaru',
    models: [
      car('Forester', 'suv', [38_000, 55_000], ['2.5i', '2.5i Sport', 'Hybrid S'], ['Petrol', 'Hybrid'], ['AWD'], 5, { weight: 3 }),
      car('Outback', 'wagon', [45_000, 60_000], ['AWD', 'Sport', 'Touring XT'], ['Petrol'], ['AWD'], 5, { weight: 3 }),
      car('Crosstrek', 'suv', [35_000, 48_000], ['2.0R', '2.0S', 'Hybrid S'], ['Petrol', 'Hybrid'], ['AWD'], 5, { firstYear: 2023 }),
      car('WRX', 'sedan', [50_000, 65_000], ['WRX', 'RS', 'tS'], ['Petrol'], ['AWD'], 5, { manualRate: 0.4 }),
      car('BRZ', 'coupe', [42_000, 46_000], ['BRZ', 'S'], ['Petrol'], ['RWD'], 4, { manualRate: 0.5 }),
    ],
  },
  {
    name: 'Suzuki',
    slug: 'suzuki',
    models: [
      car('Swift', 'hatchback', [24_000, 32_000], ['Hybrid', 'Hybrid Plus', 'Hybrid GLX'], ['Hybrid', 'Petrol'], ['FWD'], 5, { manualRate: 0.2, weight: 2 }),
      car('Jimny', 'suv', [34_000, 40_000], ['Lite', 'XL'], ['Petrol'], ['4WD'], 4, { manualRate: 0.4, weight: 2 }),
      car('Vitara', 'suv', [30_000, 42_000], ['Vitara', 'Turbo', 'Turbo ALLGRIP'], ['Petrol'], ['FWD', 'AWD'], 5, { markets: AU_NZ }),
      bike('GSX-R1000R', 'sports', [30_000, 32_000], ['ABS']),
      bike('GSX-8S', 'naked', [15_000, 16_000], ['ABS'], { firstYear: 2023 }),
      bike('V-Strom 800DE', 'adventure', [20_000, 22_000], ['DE', 'DE Adventure'], { firstYear: 2023, slug: 'v-strom-800de' }),
      bike('Burgman 400', 'scooter', [11_500, 12_500], ['ABS']),
      bike('RM-Z450', 'dirt', [13_000, 13_500], ['MX']),
      bike('Boulevard M109R', 'cruiser', [22_000, 25_000], ['B.O.S.S.'], { lastYear: 2019 }),
    ],
  },
  {
    name: 'Holden',
    slug: 'holden',
    models: [
      car('Commodore', 'sedan', [35_000, 60_000], ['Evoke', 'SV6', 'SS', 'SS-V Redline'], ['Petrol', 'LPG'], ['RWD', 'FWD'], 5, { lastYear: 2020, manualRate: 0.15, weight: 3 }),
      car('Colorado', 'ute', [35_000, 60_000], ['LS', 'LTZ', 'Z71'], ['Diesel'], ['4WD', 'RWD'], 5, { lastYear: 2020, weight: 2 }),
      car('Astra', 'hatchback', [22_000, 35_000], ['R', 'R+', 'RS'], ['Petrol'], ['FWD'], 5, { lastYear: 2020 }),
      car('Captiva', 'suv', [30_000, 42_000], ['LS', 'LT', 'LTZ'], ['Petrol', 'Diesel'], ['FWD', 'AWD'], 7, { lastYear: 2018 }),
    ],
  },
  {
    name: 'Mercedes-Benz',
    slug: 'mercedes-benz',
    models: [
      car('A-Class', 'hatchback', [55_000, 80_000], ['A180', 'A250', 'AMG A35'], ['Petrol'], ['FWD', 'AWD'], 5),
      car('C-Class', 'sedan', [80_000, 110_000], ['C200', 'C300', 'C350e'], ['Petrol', 'Plug-in Hybrid'], ['RWD'], 5, { weight: 2 }),
      car('GLC', 'suv', [90_000, 130_000], ['GLC 300', 'GLC 350e', 'AMG GLC 43'], ['Petrol', 'Plug-in Hybrid'], ['AWD'], 5, { weight: 2 }),
      car('GLE', 'suv', [130_000, 180_000], ['GLE 300 d', 'GLE 450', 'GLE 400 e'], ['Diesel', 'Petrol', 'Plug-in Hybrid'], ['AWD'], 7),
      car('G-Class', 'suv', [250_000, 350_000], ['G 450 d', 'AMG G 63'], ['Diesel', 'Petrol'], ['4WD'], 5),
      car('EQA', 'suv', [80_000, 90_000], ['EQA 250', 'EQA 350'], ['Electric'], ['FWD', 'AWD'], 5, { firstYear: 2021 }),
      car('Sprinter', 'van', [70_000, 110_000], ['316 CDI', '319 CDI'], ['Diesel'], ['RWD'], 3, { markets: AU_NZ }),
      truck('Actros 2653', 'prime-mover', [300_000, 350_000], ['LS 6x4', 'GigaSpace'], ['Diesel'], { slug: 'actros' }),
      truck('Arocs 3251', 'tipper', [290_000, 330_000], ['8x4']),
      truck('Atego 1624', 'rigid', [160_000, 185_000], ['4x2']),
      truck('eActros 600', 'prime-mover', [550_000, 600_000], ['LS 6x2'], ['Electric'], { firstYear: 2025, status: 'coming_soon', slug: 'eactros-600' }),
    ],
  },
  {
    name: 'BMW',
    slug: 'bmw',
    models: [
      car('3 Series', 'sedan', [75_000, 100_000], ['320i', '330e', 'M340i'], ['Petrol', 'Plug-in Hybrid'], ['RWD', 'AWD'], 5),
      car('X3', 'suv', [85_000, 120_000], ['20', '30e', 'M50'], ['Petrol', 'Plug-in Hybrid'], ['AWD'], 5),
      car('X5', 'suv', [120_000, 160_000], ['xDrive30d', 'xDrive50e', 'M60i'], ['Diesel', 'Plug-in Hybrid', 'Petrol'], ['AWD'], 5),
      car('iX', 'suv', [140_000, 190_000], ['xDrive45', 'xDrive60', 'M70'], ['Electric'], ['AWD'], 5, { firstYear: 2021 }),
      car('i4', 'sedan', [85_000, 115_000], ['eDrive35', 'eDrive40', 'M50'], ['Electric'], ['RWD', 'AWD'], 5, { firstYear: 2021 }),
      bike('R 1300 GS', 'adventure', [30_000, 40_000], ['Option 719', 'Trophy', 'Adventure'], { firstYear: 2024, slug: 'r-1300-gs', weight: 2 }),
      bike('S 1000 RR', 'sports', [35_000, 50_000], ['Race', 'M Package']),
      bike('R 12', 'cruiser', [25_000, 28_000], ['nineT', 'Cruiser'], { firstYear: 2024 }),
      bike('F 900 R', 'naked', [16_000, 18_000], ['Sport']),
      bike('CE 04', 'scooter', [17_000, 18_000], ['Avantgarde'], { firstYear: 2022 }),
      bike('G 310 GS', 'adventure', [8_500, 9_000], ['Rallye']),
    ],
  },
  {
    name: 'Porsche',
    slug: 'porsche',
    models: [
      car('911', 'coupe', [260_000, 450_000], ['Carrera', 'Carrera S', 'GTS', 'Turbo S'], ['Petrol', 'Hybrid'], ['RWD', 'AWD'], 4, { slug: '911', manualRate: 0.15 }),
      car('Cayenne', 'suv', [150_000, 300_000], ['Cayenne', 'E-Hybrid', 'Turbo'], ['Petrol', 'Plug-in Hybrid'], ['AWD'], 5),
      car('Macan', 'suv', [100_000, 150_000], ['Macan', 'Macan 4', 'Turbo Electric'], ['Petrol', 'Electric'], ['AWD'], 5),
      car('Taycan', 'sedan', [170_000, 320_000], ['Taycan', '4S', 'Turbo S'], ['Electric'], ['RWD', 'AWD'], 5),
    ],
  },
  {
    name: 'Tesla',
    slug: 'tesla',
    models: [
      car('Model 3', 'sedan', [55_000, 75_000], ['RWD', 'Long Range', 'Performance'], ['Electric'], ['RWD', 'AWD'], 5, { slug: 'model-3', weight: 3 }),
      car('Model Y', 'suv', [60_000, 80_000], ['RWD', 'Long Range', 'Performance'], ['Electric'], ['RWD', 'AWD'], 5, { firstYear: 2020, slug: 'model-y', status: 'all_new', weight: 4 }),
    ],
  },
  {
    name: 'BYD',
    slug: 'byd',
    models: [
      car('Atto 3', 'suv', [45_000, 50_000], ['Standard Range', 'Extended Range'], ['Electric'], ['FWD'], 5, { firstYear: 2022, weight: 3 }),
      car('Dolphin', 'hatchback', [30_000, 40_000], ['Dynamic', 'Premium'], ['Electric'], ['FWD'], 5, { firstYear: 2023, weight: 2 }),
      car('Seal', 'sedan', [50_000, 70_000], ['Dynamic', 'Premium', 'Performance'], ['Electric'], ['RWD', 'AWD'], 5, { firstYear: 2023, weight: 2 }),
      car('Sealion 6', 'suv', [48_000, 58_000], ['Dynamic', 'Premium'], ['Plug-in Hybrid'], ['FWD', 'AWD'], 5, { firstYear: 2024, status: 'new', weight: 2 }),
      car('Shark 6', 'ute', [58_000, 60_000], ['Premium'], ['Plug-in Hybrid'], ['4WD'], 5, { firstYear: 2025, status: 'new', markets: AU_NZ }),
    ],
  },
  {
    name: 'Polestar',
    slug: 'polestar',
    models: [
      car('Polestar 2', 'sedan', [68_000, 85_000], ['Standard Range', 'Long Range', 'Performance'], ['Electric'], ['RWD', 'AWD'], 5, { firstYear: 2020, weight: 2 }),
      car('Polestar 3', 'suv', [110_000, 135_000], ['Long Range Dual Motor', 'Performance'], ['Electric'], ['AWD'], 5, { firstYear: 2024 }),
      car('Polestar 4', 'suv', [75_000, 90_000], ['Long Range Single Motor', 'Long Range Dual Motor'], ['Electric'], ['RWD', 'AWD'], 5, { firstYear: 2024, status: 'all_new' }),
    ],
  },
  {
    name: 'MG',
    slug: 'mg',
    models: [
      car('MG3', 'hatchback', [24_000, 30_000], ['Vibe', 'Excite', 'Hybrid+ Excite'], ['Petrol', 'Hybrid'], ['FWD'], 5, { slug: 'mg3', weight: 2 }),
      car('MG4', 'hatchback', [35_000, 50_000], ['Excite 51', 'Essence 64', 'XPOWER'], ['Electric'], ['RWD', 'AWD'], 5, { firstYear: 2022, slug: 'mg4', weight: 3 }),
      car('ZS', 'suv', [25_000, 40_000], ['Vibe', 'Excite', 'Hybrid+ Essence', 'EV Essence'], ['Petrol', 'Hybrid', 'Electric'], ['FWD'], 5, { weight: 3 }),
      car('HS', 'suv', [32_000, 55_000], ['Vibe', 'Excite', 'Essence', 'Plus EV'], ['Petrol', 'Plug-in Hybrid'], ['FWD'], 5, { weight: 2 }),
      car('Cyberster', 'convertible', [90_000, 110_000], ['Trophy'], ['Electric'], ['AWD'], 2, { firstYear: 2025, status: 'new' }),
    ],
  },
  {
    name: 'Yamaha',
    slug: 'yamaha',
    models: [
      bike('YZF-R7', 'sports', [15_000, 16_000], ['Standard', 'World GP Edition'], { firstYear: 2022, weight: 2 }),
      bike('MT-09', 'naked', [17_000, 19_000], ['Standard', 'SP'], { weight: 3 }),
      bike('Tenere 700', 'adventure', [20_000, 22_000], ['Standard', 'World Raid', 'Extreme'], { weight: 3 }),
      bike('XMAX 300', 'scooter', [9_500, 10_500], ['Tech MAX']),
      bike('YZ450F', 'dirt', [14_000, 14_500], ['Monster Energy Edition']),
      bike('Bolt R-Spec', 'cruiser', [12_000, 13_000], ['R-Spec'], { lastYear: 2022 }),
    ],
  },
  {
    name: 'Kawasaki',
    slug: 'kawasaki',
    models: [
      bike('Ninja ZX-6R', 'sports', [20_000, 21_000], ['ABS', 'KRT Edition'], { weight: 2 }),
      bike('Z900', 'naked', [16_000, 17_500], ['Standard', 'SE'], { weight: 3 }),
      bike('Versys 650', 'adventure', [14_000, 15_500], ['LT', 'Tourer']),
      bike('Vulcan S', 'cruiser', [11_000, 12_000], ['ABS', 'Cafe']),
      bike('KX450', 'dirt', [14_000, 14_500], ['Standard']),
    ],
  },
  {
    name: 'Harley-Davidson',
    slug: 'harley-davidson',
    models: [
      bike('Street Glide', 'cruiser', [45_000, 55_000], ['Standard', 'Special', 'CVO'], { weight: 3 }),
      bike('Fat Boy', 'cruiser', [35_000, 40_000], ['114', 'Anniversary'], { weight: 2 }),
      bike('Pan America', 'adventure', [33_000, 38_000], ['1250', '1250 Special'], { firstYear: 2021 }),
      bike('Sportster S', 'cruiser', [28_000, 30_000], ['Standard']),
      bike('Nightster', 'naked', [24_000, 26_000], ['Standard', 'Special'], { firstYear: 2022 }),
      bike('LiveWire One', 'naked', [45_000, 46_000], ['One'], { firstYear: 2021, lastYear: 2023 }),
    ],
  },
  {
    name: 'Ducati',
    slug: 'ducati',
    models: [
      bike('Panigale V4', 'sports', [40_000, 70_000], ['V4', 'V4 S', 'V4 R'], { weight: 2 }),
      bike('Monster', 'naked', [22_000, 28_000], ['Monster', 'Plus', 'SP'], { weight: 3 }),
      bike('Multistrada V4', 'adventure', [35_000, 50_000], ['V4', 'V4 S', 'Rally'], { weight: 2 }),
      bike('Scrambler Icon', 'naked', [16_000, 18_000], ['Icon', 'Full Throttle']),
      bike('Diavel V4', 'cruiser', [38_000, 45_000], ['V4', 'Black Roadster'], { firstYear: 2023 }),
    ],
  },
  {
    name: 'KTM',
    slug: 'ktm',
    models: [
      bike('390 Duke', 'naked', [9_000, 9_500], ['Standard'], { weight: 3 }),
      bike('1390 Super Duke R', 'naked', [33_000, 36_000], ['R', 'R EVO'], { firstYear: 2024 }),
      bike('890 Adventure', 'adventure', [22_000, 24_000], ['Standard', 'R'], { weight: 2 }),
      bike('450 SX-F', 'dirt', [15_000, 16_000], ['Factory Edition'], { weight: 2 }),
      bike('RC 390', 'sports', [10_000, 10_500], ['Standard']),
      bike('Freeride E-XC', 'dirt', [17_000, 18_000], ['E-XC']),
    ],
  },
  {
    name: 'Triumph',
    slug: 'triumph',
    models: [
      bike('Speed Triple 1200 RS', 'naked', [30_000, 32_000], ['RS', 'RR']),
      bike('Street Triple 765', 'naked', [18_000, 21_000], ['R', 'RS'], { weight: 2 }),
      bike('Tiger 900', 'adventure', [22_000, 28_000], ['GT', 'GT Pro', 'Rally Pro'], { weight: 2 }),
      bike('Bonneville T120', 'cruiser', [22_000, 24_000], ['Standard', 'Black']),
      bike('Rocket 3', 'cruiser', [38_000, 42_000], ['R', 'GT']),
      bike('Daytona 660', 'sports', [15_000, 16_000], ['Standard'], { firstYear: 2024 }),
      bike('TF 250-X', 'dirt', [13_000, 13_500], ['Standard'], { firstYear: 2024 }),
    ],
  },
  {
    name: 'Jayco',
    slug: 'jayco',
    models: [
      rv('Journey', 'caravan', [70_000, 95_000], ['Outback', 'Family'], 4, { weight: 3 }),
      rv('Silverline', 'caravan', [90_000, 120_000], ['21.65-3', 'Outback'], 2, { weight: 2 }),
      rv('Crosstrak', 'camper-trailer', [35_000, 45_000], ['Standard', 'Outback'], 4),
      rv('Swan', 'camper-trailer', [38_000, 48_000], ['Outback', 'Touring'], 4),
      rv('Conquest', 'motorhome', [180_000, 230_000], ['FA20-1', 'RL20-4'], 4, { weight: 2 }),
    ],
  },
  {
    name: 'Avan',
    slug: 'avan',
    models: [
      rv('Aspire', 'caravan', [75_000, 90_000], ['495', '503'], 2, { weight: 2 }),
      rv('Cruiseliner', 'camper-trailer', [48_000, 58_000], ['Standard', 'Off-Road'], 4),
      rv('Ovation', 'motorhome', [200_000, 250_000], ['M6', 'M9'], 4),
      rv('Applause', 'campervan', [140_000, 160_000], ['Standard'], 2),
    ],
  },
  {
    name: 'Winnebago',
    slug: 'winnebago',
    models: [
      rv('Esperance', 'motorhome', [210_000, 260_000], ['C7940', 'Slide-out'], 4, { weight: 2 }),
      rv('Cottesloe', 'motorhome', [190_000, 220_000], ['C7360'], 2),
      rv('Burke', 'caravan', [80_000, 95_000], ['Family', 'Couples'], 6),
      rv('Bondi', 'campervan', [120_000, 140_000], ['Standard'], 2, { weight: 2 }),
    ],
  },
  {
    name: 'Coromal',
    slug: 'coromal',
    models: [
      rv('Element', 'caravan', [60_000, 80_000], ['E548', 'E609'], 4, { weight: 2 }),
      rv('Appeal', 'caravan', [65_000, 85_000], ['A611', 'A619'], 4),
      rv('Lifestyle', 'caravan', [70_000, 90_000], ['L603', 'L616'], 2),
    ],
  },
  {
    name: 'Swift',
    slug: 'swift',
    models: [
      rv('Escape', 'motorhome', [160_000, 190_000], ['694', '696'], 4, { slug: 'escape' }),
      rv('Challenger', 'caravan', [65_000, 80_000], ['Lux', 'Sport'], 4),
      rv('Kon-Tiki', 'campervan', [120_000, 135_000], ['Standard'], 2, { lastYear: 2022 }),
    ],
  },
  {
    name: 'Lotus Caravans',
    slug: 'lotus-caravans',
    models: [
      rv('Trooper', 'caravan', [100_000, 130_000], ['19ft', '21ft'], 4, { weight: 2 }),
      rv('Off-Grid', 'caravan', [110_000, 140_000], ['19ft', '22ft'], 4),
      rv('Freelander', 'caravan', [95_000, 115_000], ['Family'], 6),
      rv('Transit', 'camper-trailer', [60_000, 70_000], ['Hybrid'], 2),
    ],
  },
  {
    name: 'Isuzu',
    slug: 'isuzu',
    models: [
      car('D-Max', 'ute', [35_000, 70_000], ['SX', 'LS-M', 'LS-U', 'X-Terrain'], ['Diesel'], ['4WD', 'RWD'], 5, { manualRate: 0.2, markets: AU_NZ, weight: 3 }),
      car('MU-X', 'suv', [50_000, 70_000], ['LS-M', 'LS-U', 'LS-T'], ['Diesel'], ['4WD', 'RWD'], 7, { markets: AU_NZ }),
      truck('N Series NPR 75-190', 'cab-chassis', [80_000, 110_000], ['Tradepack', 'Premium'], ['Diesel'], { slug: 'n-series-npr', weight: 3 }),
      truck('N Series NLR Van', 'van', [75_000, 90_000], ['Pantech'], ['Diesel'], { slug: 'n-series-nlr-van' }),
      truck('F Series FVZ 260-300', 'tipper', [180_000, 220_000], ['Tipper', 'Auto'], ['Diesel'], { slug: 'f-series-fvz', weight: 2 }),
      truck('F Series FYJ', 'rigid', [190_000, 230_000], ['8x4'], ['Diesel'], { slug: 'f-series-fyj' }),
      truck('Giga EXY', 'prime-mover', [280_000, 350_000], ['6x4'], ['Diesel'], { slug: 'giga-exy' }),
    ],
  },
  {
    name: 'Hino',
    slug: 'hino',
    models: [
      truck('300 Series 616', 'cab-chassis', [70_000, 90_000], ['Standard Cab', 'Wide Cab'], ['Diesel', 'Hybrid'], { slug: '300-series', weight: 3 }),
      truck('500 Series FG', 'rigid', [150_000, 190_000], ['1628', '1630'], ['Diesel'], { slug: '500-series-fg', weight: 2 }),
      truck('500 Series FM Tipper', 'tipper', [190_000, 230_000], ['2630'], ['Diesel'], { slug: '500-series-fm' }),
      truck('700 Series SH', 'prime-mover', [280_000, 340_000], ['2848', '2845'], ['Diesel'], { slug: '700-series', status: 'all_new' }),
    ],
  },
  {
    name: 'Fuso',
    slug: 'fuso',
    models: [
      truck('Canter 515', 'cab-chassis', [70_000, 85_000], ['Wide Cab', 'City Cab'], ['Diesel'], { slug: 'canter', weight: 3 }),
      truck('eCanter', 'cab-chassis', [150_000, 180_000], ['515', '815'], ['Electric'], { firstYear: 2022, slug: 'ecanter', status: 'new' }),
      truck('Fighter 1627', 'rigid', [145_000, 165_000], ['Standard', 'Crew Cab'], ['Diesel'], { slug: 'fighter', weight: 2 }),
      truck('Shogun 510', 'prime-mover', [290_000, 320_000], ['6x4'], ['Diesel'], { slug: 'shogun' }),
      truck('Canter Van', 'van', [80_000, 95_000], ['Refrigerated', 'Pantech'], ['Diesel'], { slug: 'canter-van' }),
    ],
  },
  {
    name: 'Volvo',
    slug: 'volvo',
    models: [
      truck('FH16', 'prime-mover', [350_000, 450_000], ['700', '750 XXL'], ['Diesel'], { slug: 'fh16', weight: 2 }),
      truck('FM', 'tipper', [300_000, 340_000], ['8x4 Tipper'], ['Diesel'], { slug: 'fm' }),
      truck('FE', 'rigid', [210_000, 240_000], ['320'], ['Diesel'], { slug: 'fe' }),
      truck('FL Electric', 'rigid', [340_000, 370_000], ['4x2'], ['Electric'], { firstYear: 2021, slug: 'fl-electric' }),
    ],
  },
  {
    name: 'Kenworth',
    slug: 'kenworth',
    models: [
      truck('T610', 'prime-mover', [380_000, 450_000], ['SAR', 'Aero Cab'], ['Diesel'], { slug: 't610', weight: 3 }),
      truck('T410', 'prime-mover', [300_000, 340_000], ['SAR', 'Day Cab'], ['Diesel'], { slug: 't410' }),
      truck('K220', 'prime-mover', [420_000, 480_000], ['2.3m Aerodyne'], ['Diesel'], { slug: 'k220' }),
      truck('T360', 'rigid', [240_000, 270_000], ['6x4'], ['Diesel'], { slug: 't360' }),
    ],
  },
];

export function findMake(name: string): MakeDef {
  const make = CATALOGUE.find((m) => m.name === name);
  if (!make) throw new Error(`Unknown make in the demo catalogue: ${name}`);
  return make;
}
