import { describe, expect, it } from 'vitest';
import { enAU } from '../../i18n/en-AU';
import { enUS } from '../../i18n/en-US';
import { parseAmount, parseCalculator, termYearsChoices, type CalculatorFields } from './calculator';

const AU = enAU.finance.calculator.errors;

const fields = (overrides: Partial<CalculatorFields> = {}): CalculatorFields => ({
  price: '30000',
  deposit: '',
  termYears: '5',
  frequency: 'weekly',
  balloon: '',
  rate: '6.29',
  ...overrides,
});

describe('parseAmount', () => {
  it.each([
    ['$25,000', false, 25_000],
    ['25 000', false, 25_000],
    ['1234.5', false, 1234.5],
    ['', true, 0],
    ['', false, null],
    ['abc', true, null],
    ['-5', true, null],
    ['1.234', true, null],
  ])('%j (blank is zero: %s) -> %s', (text, blankIsZero, expected) => {
    expect(parseAmount(text, blankIsZero)).toBe(expected);
  });
});

describe('parseCalculator', () => {
  it('reads the SPEC 9 example loan', () => {
    expect(parseCalculator(fields(), AU)).toEqual({
      ok: true,
      input: { price: 30_000, deposit: 0, balloon: 0, termYears: 5, frequency: 'weekly', annualRatePercent: 6.29 },
    });
  });

  it.each<[string, Partial<CalculatorFields>, Record<string, string>]>([
    ['no price', { price: '' }, { price: 'Please enter a price.' }],
    ['a zero price', { price: '0' }, { price: 'Please enter a price.' }],
    ['a deposit of the whole price', { deposit: '30000' }, { deposit: 'The deposit must be less than the price.' }],
    ['a balloon of all that is borrowed', { deposit: '10000', balloon: '20000' }, { balloon: 'The balloon must be less than the amount borrowed.' }],
    ['a term not offered', { termYears: '9' }, { termYears: 'Please choose a term.' }],
    ['an unknown frequency', { frequency: 'daily' }, { frequency: 'Please choose how often you pay.' }],
    ['a rate typo', { rate: '629' }, { rate: 'Please enter a rate from 0 to 50%.' }],
    ['no rate', { rate: '' }, { rate: 'Please enter a rate from 0 to 50%.' }],
  ])('refuses %s', (_label, overrides, errors) => {
    expect(parseCalculator(fields(overrides), AU)).toEqual({ ok: false, errors });
  });

  it('says down payment on a US site', () => {
    expect(parseCalculator(fields({ deposit: '30000' }), enUS.finance.calculator.errors)).toEqual({
      ok: false,
      errors: { deposit: 'The down payment must be less than the price.' },
    });
  });

  it.each([
    ['7.5%', 7.5],
    ['0', 0],
  ])('accepts a rate typed as %j', (rate, expected) => {
    const parsed = parseCalculator(fields({ rate }), AU);
    expect(parsed.ok && parsed.input.annualRatePercent).toBe(expected);
  });
});

describe('termYearsChoices (decision 045)', () => {
  it.each<[string, number[], number[]]>([
    ['whole years without a lender quote', [], [1, 2, 3, 4, 5, 6, 7]],
    ['a lender term in whole years adds nothing', [36, 60], [1, 2, 3, 4, 5, 6, 7]],
    ['a 42-month or 96-month lender term is offered too', [42, 96], [1, 2, 3, 3.5, 4, 5, 6, 7, 8]],
  ])('%s', (_name, months, expected) => {
    expect(termYearsChoices(months)).toEqual(expected);
  });

  it('a lender term is a valid choice only where offered', () => {
    expect(parseCalculator(fields({ termYears: '3.5' }), AU, termYearsChoices([42])).ok).toBe(true);
    expect(parseCalculator(fields({ termYears: '3.5' }), AU).ok).toBe(false);
  });
});
