import { FEED_COLUMNS, type FeedColumn } from '../../domain/stock-feed/columns';

/**
 * Made-up stock feed rows in the documented CSV column set, for the import tests and
 * `npm run bench:import`. Row n is always the same car; `priceBump` changes the price of chosen
 * rows so a second feed can carry updates.
 */
export type SampleRow = Record<FeedColumn, string>;

const MAKES = [
  ['Toyota', ['Corolla', 'Camry', 'RAV4', 'HiLux']],
  ['Mazda', ['CX-5', 'Mazda3', 'BT-50']],
  ['Ford', ['Ranger', 'Everest', 'Puma']],
  ['Kia', ['Sportage', 'Cerato', 'Seltos']],
] as const;

const TYPES = ['new', 'demo', 'used'] as const;

export function sampleRow(n: number, priceBump = 0): SampleRow {
  const [make, models] = MAKES[n % MAKES.length]!;
  const model = models[n % models.length]!;
  const carType = TYPES[n % TYPES.length]!;
  return {
    stocknum: `FEED${String(n).padStart(6, '0')}`,
    make,
    model,
    year: String(2012 + (n % 13)),
    car_type: carType,
    name: '',
    badge: n % 2 === 0 ? 'GX' : 'Sport',
    series: '',
    km: carType === 'new' ? '10' : String(5_000 + ((n * 7_919) % 150_000)),
    vin: `JTN${String(n).padStart(14, '0')}`,
    price: String(15_000 + ((n * 131) % 60_000) + priceBump),
    before_price: '',
    status: 'in_stock',
    location: '',
    colour: ['White', 'Black', 'Silver', 'Blue'][n % 4]!,
    transmission: n % 5 === 0 ? 'Manual' : 'Automatic',
    simple_fuel: n % 6 === 0 ? 'Diesel' : 'Petrol',
    simple_body: 'SUV',
    simple_drive: 'FWD',
    seats: '5',
    description: `Well kept, "one owner", serviced on time, car ${n}.`,
    features: 'Reversing camera|Bluetooth|Cruise control',
    images: `https://images.example.com/feed/${n}/1.jpg|https://images.example.com/feed/${n}/2.jpg`,
    tag: '',
    reserved: '',
    show_on_dealer_website: '',
  };
}

const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

export const SAMPLE_HEADER = FEED_COLUMNS.join(',');

export function csvLine(row: SampleRow): string {
  return FEED_COLUMNS.map((c) => quote(row[c])).join(',');
}
