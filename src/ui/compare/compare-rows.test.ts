import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../i18n/messages';
import { compareRows, type ComparedCar } from './compare-rows';

const { notStated: NOT_STATED, noEstimate: NO_ESTIMATE } = messagesFor('en-AU').shortlist.rows;

const car = (over: Partial<ComparedCar> = {}): ComparedCar => ({
  price: 24990,
  year: 2021,
  km: 42000,
  fuel: 'Petrol',
  body: 'suv',
  drive: 'AWD',
  transmission: 'Automatic',
  seats: 5,
  repayment: { frequency: 'weekly', amount: 98, text: '$98/wk' },
  ...over,
});

const row = (cars: ComparedCar[], key: string, locale: 'en-AU' | 'en-US' = 'en-AU') => {
  const found = compareRows(cars, locale).find((r) => r.key === key);
  if (!found) throw new Error(`no row ${key}`);
  return found;
};

describe('compareRows', () => {
  it('has the rows in order', () => {
    expect(compareRows([car()], 'en-AU').map((r) => r.key)).toEqual([
      'price',
      'year',
      'odometer',
      'fuel',
      'body',
      'drive',
      'transmission',
      'seats',
      'repayment',
    ]);
  });

  it.each([
    { key: 'price', a: {}, b: {}, cells: ['$24,990', '$24,990'], differs: false },
    { key: 'price', a: {}, b: { price: 31990 }, cells: ['$24,990', '$31,990'], differs: true },
    { key: 'price', a: { price: 0 }, b: { price: 5 }, cells: ['Enquire for price', 'Enquire for price'], differs: false },
    { key: 'year', a: {}, b: { year: 2019 }, cells: ['2021', '2019'], differs: true },
    { key: 'odometer', a: {}, b: { km: 42000 }, cells: ['42,000 km', '42,000 km'], differs: false },
    { key: 'fuel', a: { fuel: 'Petrol' }, b: { fuel: 'petrol ' }, cells: ['Petrol', 'petrol '], differs: false },
    { key: 'fuel', a: {}, b: { fuel: 'Diesel' }, cells: ['Petrol', 'Diesel'], differs: true },
    { key: 'fuel', a: {}, b: { fuel: null }, cells: ['Petrol', NOT_STATED], differs: true },
    { key: 'body', a: {}, b: { body: 'hatchback' }, cells: ['SUV', 'Hatchback'], differs: true },
    { key: 'drive', a: { drive: null }, b: { drive: '' }, cells: [NOT_STATED, NOT_STATED], differs: false },
    { key: 'seats', a: {}, b: { seats: 7 }, cells: ['5', '7'], differs: true },
    { key: 'seats', a: { seats: null }, b: {}, cells: [NOT_STATED, '5'], differs: true },
    { key: 'repayment', a: {}, b: { repayment: null }, cells: ['$98/wk', NO_ESTIMATE], differs: true },
    {
      key: 'repayment',
      a: { repayment: { frequency: 'weekly', amount: 20, text: 'Enquire for Finance' } },
      b: { repayment: { frequency: 'weekly', amount: 25, text: 'Enquire for Finance' } },
      cells: ['Enquire for Finance', 'Enquire for Finance'],
      differs: false,
    },
  ] as const)('$key: $cells, differs $differs', ({ key, a, b, cells, differs }) => {
    const r = row([car(a as Partial<ComparedCar>), car(b as Partial<ComparedCar>)], key);
    expect(r.cells).toEqual(cells);
    expect(r.differs).toBe(differs);
  });

  it('a single car differs from nothing', () => {
    expect(compareRows([car()], 'en-AU').some((r) => r.differs)).toBe(false);
  });

  it('one odd car out of four marks the row', () => {
    const cars = [car(), car(), car(), car({ transmission: 'Manual' })];
    expect(row(cars, 'transmission').differs).toBe(true);
    expect(row(cars, 'year').differs).toBe(false);
  });

  it('US sites read miles and US spelling, and compare in the unit shown', () => {
    const cars = [car({ km: 16093 }), car({ km: 16094 })];
    const odo = row(cars, 'odometer', 'en-US');
    expect(odo.label).toBe('Mileage (miles)');
    expect(odo.cells).toEqual(['10,000 miles', '10,000 miles']);
    expect(odo.differs).toBe(false);
    expect(row([car()], 'fuel', 'en-US').cells).toEqual(['Gas']);
    expect(row([car({ price: 0 })], 'price', 'en-US').cells).toEqual(['Inquire for price']);
    // Issue 26: a US site's repayment row reads as American.
    const repayment = row([car({ repayment: { frequency: 'monthly', amount: 20, text: 'Enquire for Finance' } }), car({ repayment: { frequency: 'monthly', amount: 501, text: '$501/mo' } })], 'repayment', 'en-US');
    expect(repayment.label).toBe('Estimated payment');
    expect(repayment.cells).toEqual(['Inquire for Finance', '$501/mo']);
  });
});
