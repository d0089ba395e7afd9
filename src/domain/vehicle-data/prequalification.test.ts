import { describe, expect, it } from 'vitest';
import { demoOutcome, demoReference, prequalificationSchema } from './prequalification';

describe('demoOutcome', () => {
  it.each([
    [20000, 80000, 'full-time', 'likely'],
    [40000, 80000, 'full-time', 'likely'],
    [40001, 80000, 'full-time', 'possible'],
    [80000, 80000, 'self-employed', 'possible'],
    [80001, 80000, 'part-time', 'unlikely'],
    [20000, 80000, 'casual', 'possible'],
    [20000, 80000, 'retired', 'possible'],
    [20000, 0, 'other', 'unlikely'],
  ] as const)('borrowing %d on %d (%s) is %s', (loan_amount, annual_income, employment, outcome) => {
    expect(demoOutcome({ loan_amount, annual_income, employment })).toBe(outcome);
  });
});

describe('prequalificationSchema and demoReference', () => {
  const application = {
    first_name: 'Sam',
    last_name: 'Lee',
    email: 'sam@example.com',
    phone: '0412345678',
    postcode: '2000',
    loan_amount: '25000',
    annual_income: '90000',
    employment: 'full-time',
  };

  it('reads amounts typed as text and gives the same reference every time', () => {
    const parsed = prequalificationSchema.parse(application);
    expect(parsed.loan_amount).toBe(25000);
    expect(demoReference(parsed)).toMatch(/^DEMO-[0-9A-Z]{7}$/);
    expect(demoReference(parsed)).toBe(demoReference(prequalificationSchema.parse({ ...application, email: 'SAM@example.com' })));
  });

  it.each([
    ['loan_amount', '500'],
    ['postcode', '200'],
    ['employment', 'astronaut'],
    ['email', 'not-an-email'],
  ])('refuses a bad %s', (field, value) => {
    const result = prequalificationSchema.safeParse({ ...application, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });
});
