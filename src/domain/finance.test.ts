import { describe, expect, it } from 'vitest';
import {
  amortisationSchedule,
  calculatorLoanAmount,
  DEFAULT_LOAN_AMOUNT,
  balloonAmount,
  ENQUIRE_FOR_FINANCE,
  ESTABLISHMENT_FEE,
  exactPayment,
  repayment,
  repaymentLabel,
  resolveLoan,
  type RepaymentInput,
} from './finance';

/*
 * Hand-checked figures for the SPEC 9 example, 30,000 over 5 years at 6.29% p.a., no balloon:
 *   monthly     r = 0.0629/12 = 0.00524167, n = 60, (1+r)^-60 = 0.730754
 *               30000 * 0.00524167 / (1 - 0.730754) = 157.25 / 0.269246 = 584.04  -> up 585, down 584
 *   weekly      r = 0.0629/52 = 0.00120962, n = 260, (1+r)^260 = 1.369314
 *               30000 * 0.00120962 / (1 - 1/1.369314) = 36.2885 / 0.269709 = 134.55 -> 135
 *   fortnightly r = 0.0629/26, n = 130: 269.23 -> 270
 *   yearly      r = 0.0629, n = 5: 30000 * 0.0629 / (1 - 1.0629^-5) = 1887 / 0.262881 = 7178.17 -> 7179
 * Each was also confirmed by simulating the balance period by period.
 */
const example = { price: 30_000, annualRatePercent: 6.29, termYears: 5 } satisfies RepaymentInput;

describe('repayment (SPEC 5 and 9 amortised estimate)', () => {
  it.each<[string, RepaymentInput, number]>([
    ['monthly example: 584.04 rounds up', { ...example, frequency: 'monthly' }, 585],
    ['weekly example: 134.55 rounds up', { ...example, frequency: 'weekly' }, 135],
    ['fortnightly example: 269.23 rounds up', { ...example, frequency: 'fortnightly' }, 270],
    ['yearly example: 7178.17 rounds up', { ...example, frequency: 'yearly' }, 7179],
    ['weekly is the default frequency', example, 135],
    ['term defaults to 5 years', { price: 30_000, annualRatePercent: 6.29, frequency: 'monthly' }, 585],
    // 30% balloon B = 9000: (30000 - 9000 * 0.730754) * 0.00524167 / 0.269246
    //   = (30000 - 6576.79) * 0.00524167 / 0.269246 = 122.776 / 0.269246 = 456.0016 -> 457
    ['30% balloon, monthly: 456.0016 still rounds up', { ...example, frequency: 'monthly', balloon: 9_000 }, 457],
    ['30% balloon, weekly: 105.07', { ...example, balloon: 9_000 }, 106],
    // Balloon equal to the loan leaves interest only: 30000 * 0.0629 / 12 = 157.25 -> 158
    ['balloon of the whole loan is interest only', { ...example, frequency: 'monthly', balloon: 30_000 }, 158],
    ['a balloon above the loan is capped at the loan', { ...example, frequency: 'monthly', balloon: 50_000 }, 158],
    // Deposit 5000: P = 25000, 25000 * 0.00524167 / 0.269246 = 486.70 -> 487
    ['deposit comes off the loan', { ...example, frequency: 'monthly', deposit: 5_000 }, 487],
    ['deposit and trade-in together', { ...example, frequency: 'monthly', deposit: 3_000, tradeIn: 2_000 }, 487],
    ['deposit above the price leaves nothing to pay', { ...example, deposit: 40_000 }, 0],
    // Rate 0 is straight line: 30000 / 260 = 115.38 -> 116
    ['rate 0, weekly straight line', { ...example, annualRatePercent: 0 }, 116],
    // (30000 - 6000) / 60 = 400 exactly: float noise must not make it 401
    ['rate 0 with balloon, an exact 400 stays 400', { ...example, annualRatePercent: 0, frequency: 'monthly', balloon: 6_000 }, 400],
    ['price 0 borrows the 30,000 default', { ...example, price: 0 }, 135],
    ['negative price borrows the 30,000 default', { ...example, price: -1, frequency: 'monthly' }, 585],
    // Fee given: P = 31360.5, 31360.5 * 0.00120962 / 0.269709 = 140.65 -> 141
    ['establishment fee is financed', { ...example, establishmentFee: 1_360.5 }, 141],
    ['lender default fee applies when none is given', { ...example, defaultEstablishmentFee: ESTABLISHMENT_FEE }, 141],
    ['a given fee wins over the lender default', { ...example, establishmentFee: 0, defaultEstablishmentFee: ESTABLISHMENT_FEE }, 135],
    ['no fee by default', { price: 0, annualRatePercent: 6.29 }, 135],
    ['rounding down: 584.04 -> 584', { ...example, frequency: 'monthly', rounding: 'down' }, 584],
    ['rounding down: 456.0016 -> 456', { ...example, frequency: 'monthly', balloon: 9_000, rounding: 'down' }, 456],
    ['rounding down keeps an exact 400', { ...example, annualRatePercent: 0, frequency: 'monthly', balloon: 6_000, rounding: 'down' }, 400],
    // 5000 weekly: 5000 * 0.00120962 / 0.269709 = 22.42 -> 23, under the enquire threshold
    ['small loan, weekly', { ...example, price: 5_000 }, 23],
  ])('%s', (_name, input, expected) => {
    expect(repayment(input)).toBe(expected);
  });

  it('the exact monthly example payment is 584.04', () => {
    expect(exactPayment(resolveLoan({ ...example, frequency: 'monthly' }))).toBeCloseTo(584.038, 3);
  });

  it('a fractional term counts whole payments: 2.5 years monthly is 30', () => {
    expect(resolveLoan({ ...example, termYears: 2.5, frequency: 'monthly' }).periods).toBe(30);
  });

  it.each<[string, RepaymentInput]>([
    ['negative rate', { ...example, annualRatePercent: -1 }],
    ['rate not a number', { ...example, annualRatePercent: Number.NaN }],
    ['zero term', { ...example, termYears: 0 }],
    ['term shorter than one yearly payment', { ...example, termYears: 0.4, frequency: 'yearly' }],
    ['negative deposit', { ...example, deposit: -1 }],
    ['negative balloon', { ...example, balloon: -1 }],
    ['infinite fee', { ...example, establishmentFee: Number.POSITIVE_INFINITY }],
  ])('rejects %s', (_name, input) => {
    expect(() => repayment(input)).toThrow(RangeError);
  });
});

describe('balloonAmount', () => {
  it.each([
    [30_000, 30, 9_000],
    [0, 30, 9_000], // no price: 30% of the 30,000 default
    [45_990, 0, 0],
  ])('%d at %d percent is %d', (price, percent, expected) => {
    expect(balloonAmount(price, percent)).toBe(expected);
  });
});

describe('repaymentLabel (SPEC 5 display)', () => {
  it.each<[number, Parameters<typeof repaymentLabel>[1], string]>([
    [25, 'weekly', ENQUIRE_FOR_FINANCE],
    [24, 'monthly', ENQUIRE_FOR_FINANCE],
    [0, 'weekly', ENQUIRE_FOR_FINANCE],
    [Number.NaN, 'weekly', ENQUIRE_FOR_FINANCE],
    [26, 'weekly', '$26/wk'],
    [25.01, 'weekly', '$26/wk'], // above 25, shown as the next whole dollar
    [135, 'weekly', '$135/wk'],
    [270, 'fortnightly', '$270/fn'],
    [585, 'monthly', '$585/mo'],
    [7179, 'yearly', '$7,179/yr'],
    [130.45, 'weekly', '$131/wk'], // a lender's figure with cents is never understated
  ])('%d %s reads %s', (amount, frequency, text) => {
    expect(repaymentLabel(amount, frequency).text).toBe(text);
  });

  it('gives the pieces for the UI to lay out', () => {
    expect(repaymentLabel(585, 'monthly')).toEqual({ kind: 'amount', amount: 585, formatted: '$585', suffix: 'mo', text: '$585/mo' });
    expect(repaymentLabel(25, 'monthly')).toEqual({ kind: 'enquire', text: 'Enquire for Finance' });
  });

  it('the 5000 car computes 23 a week and so reads Enquire for Finance', () => {
    expect(repaymentLabel(repayment({ ...example, price: 5_000 }), 'weekly').text).toBe(ENQUIRE_FOR_FINANCE);
  });
});

const sumCents = (values: number[]): number => values.reduce((total, v) => total + Math.round(v * 100), 0);

describe('amortisationSchedule', () => {
  /*
   * Monthly example, exact payment 584.038047, balance after 12 payments:
   *   30000 * (1+r)^12 - 584.038047 * ((1+r)^12 - 1) / r = 24728.29
   * so year 1 principal = 30000 - 24728.29 = 5271.71 and interest = 12 * 584.038047 - 5271.71 = 1736.74.
   * Total interest = 60 * 584.038047 - 30000 = 5042.28.
   */
  it('splits the monthly example by year', () => {
    const schedule = amortisationSchedule({ ...example, frequency: 'monthly' });
    expect(schedule.years.map((y) => y.year)).toEqual([1, 2, 3, 4, 5]);
    expect(schedule.years[0]).toEqual({ year: 1, principal: 5271.71, interest: 1736.74, balance: 24728.29 });
    expect(schedule.years[4]?.balance).toBe(0);
    expect(schedule.totalPrincipal).toBe(30_000);
    expect(schedule.totalInterest).toBe(5042.28);
    expect(schedule.balloon).toBe(0);
  });

  it('interest only when the balloon is the whole loan: 157.25 * 12 = 1887 a year', () => {
    const schedule = amortisationSchedule({ ...example, frequency: 'monthly', balloon: 30_000 });
    expect(schedule.years).toEqual(
      [1, 2, 3, 4, 5].map((year) => ({ year, principal: 0, interest: 1887, balance: 30_000 })),
    );
    expect(schedule.totalInterest).toBe(9435); // 5 * 1887
    expect(schedule.balloon).toBe(30_000);
  });

  it('rate 0 repays 6000 a year with no interest', () => {
    const schedule = amortisationSchedule({ ...example, annualRatePercent: 0 });
    expect(schedule.years.map((y) => [y.principal, y.interest])).toEqual([
      [6000, 0],
      [6000, 0],
      [6000, 0],
      [6000, 0],
      [6000, 0],
    ]);
  });

  it('a term of 2.5 years has a half final year', () => {
    const schedule = amortisationSchedule({ ...example, termYears: 2.5, frequency: 'monthly' });
    expect(schedule.years).toHaveLength(3);
    expect(schedule.years[2]?.balance).toBe(0);
  });

  it.each<[string, RepaymentInput]>([
    ['monthly', { ...example, frequency: 'monthly' }],
    ['weekly', example],
    ['fortnightly', { ...example, frequency: 'fortnightly' }],
    ['yearly', { ...example, frequency: 'yearly' }],
    ['30% balloon, weekly', { ...example, balloon: 9_000 }],
    ['deposit, fee and odd price', { price: 37_777.77, annualRatePercent: 9.99, deposit: 1_234.56, establishmentFee: 1_360.5, termYears: 7 }],
  ])('%s: the years add up to the totals to the cent', (_name, input) => {
    const schedule = amortisationSchedule(input);
    const loan = resolveLoan(input);
    expect(sumCents(schedule.years.map((y) => y.principal))).toBe(Math.round(schedule.totalPrincipal * 100));
    expect(sumCents(schedule.years.map((y) => y.interest))).toBe(Math.round(schedule.totalInterest * 100));
    expect(Math.round(schedule.totalPrincipal * 100)).toBe(Math.round((loan.principal - loan.balloon) * 100));
    // Everything paid = the regular payments plus the balloon = principal plus interest.
    expect(schedule.totalInterest).toBeCloseTo(schedule.payment * loan.periods + loan.balloon - loan.principal, 2);
  });
});

describe('calculatorLoanAmount', () => {
  it.each([
    [45_990, 45_990],
    [11, 11],
    [10, DEFAULT_LOAN_AMOUNT],
    [0, DEFAULT_LOAN_AMOUNT],
    [-1, DEFAULT_LOAN_AMOUNT],
  ])('a car priced %i starts the calculator at %i', (price, loan) => {
    expect(calculatorLoanAmount(price)).toBe(loan);
  });
});
