import { describe, expect, it } from 'vitest';
import { PROVIDER_RULES } from '../finance-display';
import { providerSummary, readExcludedDealerships, readFinanceForm } from './finance-form';

const base = { provider: null, excludedMakes: [], excludedDealershipIds: [], luxuryQuickPicks: false, preApprovalRedirectsToFinance: false, rate: undefined };

describe('finance form', () => {
  it.each([
    { name: 'nothing chosen: no provider, no rate', fields: {}, rates: 'comparison-rate' as const, value: base, errors: {} },
    {
      name: 'provider A, two excluded makes (repeats and blanks dropped), both switches, a rate with a % sign',
      fields: {
        provider: 'A',
        excludedMakes: ' Ferrari, , Lamborghini, ferrari ',
        luxuryQuickPicks: 'on',
        preApprovalRedirectsToFinance: 'on',
        'rate.interestRate': '6.49',
        'rate.comparisonRate': '7.99 %',
      },
      rates: 'comparison-rate' as const,
      value: { provider: 'A', excludedMakes: ['Ferrari', 'Lamborghini'], excludedDealershipIds: [], luxuryQuickPicks: true, preApprovalRedirectsToFinance: true, rate: { interestRate: 6.49, comparisonRate: 7.99 } },
      errors: {},
    },
    {
      name: 'a US site: the APR is both rates, the comparison field is not read',
      fields: { provider: 'C', 'rate.interestRate': '7.25', 'rate.comparisonRate': '1' },
      rates: 'apr' as const,
      value: { ...base, provider: 'C', rate: { interestRate: 7.25, comparisonRate: 7.25 } },
      errors: {},
    },
    {
      name: 'an interest rate without its comparison rate',
      fields: { 'rate.interestRate': '6.49' },
      rates: 'comparison-rate' as const,
      value: base,
      errors: { 'rate.comparisonRate': ['Write the comparison rate too, or clear both rates to show the standard example.'] },
    },
    {
      name: 'a comparison rate below the interest rate',
      fields: { 'rate.interestRate': '8.5', 'rate.comparisonRate': '7.9' },
      rates: 'comparison-rate' as const,
      value: { ...base, rate: { interestRate: 8.5, comparisonRate: 7.9 } },
      errors: { 'rate.comparisonRate': ['The comparison rate takes in the fees, so it cannot be below the interest rate.'] },
    },
    {
      name: 'words, three decimals and a rate over the limit',
      fields: { 'rate.interestRate': 'six', 'rate.comparisonRate': '41' },
      rates: 'comparison-rate' as const,
      value: base,
      errors: {
        'rate.interestRate': ['Write the interest rate as a percentage a year from 0 to 30, such as 6.49.'],
        'rate.comparisonRate': ['Write the comparison rate as a percentage a year from 0 to 40, such as 6.49.'],
      },
    },
    {
      name: 'an APR of 6.495 and a provider letter not in the spec',
      fields: { provider: 'H', 'rate.interestRate': '6.495' },
      rates: 'apr' as const,
      value: base,
      errors: {
        provider: ['Choose one of the providers listed, or none.'],
        'rate.interestRate': ['Write the APR as a percentage a year from 0 to 30, such as 6.49.'],
      },
    },
  ])('$name', ({ fields, rates, value, errors }) => {
    const read = readFinanceForm(fields, rates);
    expect(read.value).toEqual(value);
    expect(read.errors).toEqual(errors);
  });

  describe('excluded dealerships: boxes by name, only the site\'s own', () => {
    const site = [
      { id: 12, name: 'Summit Mazda' },
      { id: 13, name: 'Summit Kia' },
      { id: 14, name: 'Summit Hyundai' },
    ];
    it.each<[string, Record<string, string>, number[], number[]]>([
      ['none ticked', {}, [], []],
      ['two ticked, read in the site\'s order', { 'excludedDealership.14': 'on', 'excludedDealership.12': 'on' }, [12, 14], []],
      ['an unticked box sends nothing; another value is not a tick', { 'excludedDealership.13': 'yes' }, [], []],
      ["another dealership's id is foreign", { 'excludedDealership.12': 'on', 'excludedDealership.7': 'on' }, [12], [7]],
      ['a key that is not an id is not read', { 'excludedDealership.x': 'on', 'excludedDealership.-1': 'on', excludedDealership: 'on' }, [], []],
    ])('%s', (_name, fields, ids, foreign) => {
      expect(readExcludedDealerships(fields, site)).toEqual({ ids, foreign });
    });

    it('the form carries the ticked ids', () => {
      expect(readFinanceForm({ provider: 'B', 'excludedDealership.13': 'on' }, 'comparison-rate', site).value.excludedDealershipIds).toEqual([13]);
    });
  });

  // SPEC 5's conditions per provider letter and SPEC 9's fee and range, as the form describes them.
  it.each([
    ['A', 'Estimates on available cars, newer than 12 years, priced over $500 when the lender gives a comparison rate. A $1,360.50 establishment fee is financed when the lender gives none.'],
    ['B', 'Estimates on available cars.'],
    ['C', 'Estimates on available cars.'],
    ['D', 'Estimates on available cars, priced over $500 when the lender gives a weekly repayment. Its comparison rates are shown as 8.38% to 19.42%.'],
    ['E', 'Estimates on available cars, priced over $500 when the lender gives a weekly repayment.'],
    ['F', 'Estimates on available cars, priced over $500 when the lender gives a weekly repayment.'],
    ['G', 'Estimates on available cars, priced over $500 when the lender gives a monthly repayment. Repayments are shown monthly.'],
  ] as const)('provider %s: %s', (letter, summary) => {
    expect(providerSummary(PROVIDER_RULES[letter])).toBe(summary);
  });
});
