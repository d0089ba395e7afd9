import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FinanceLenderRecord } from '../../domain/car-records';
import { financeEstimate } from '../../domain/finance-display';
import { estimateFrequency } from '../../domain/finance-quote';
import type { Locale } from '../../domain/site-config';
import { siteConfig } from '../../test-support/site-config';
import { DisclaimerText } from './DisclaimerText';
import { FinanceEstimatePanel } from './FinanceEstimatePanel';

const now = new Date('2026-11-23T00:00:00Z');
const car = { make: 'Ford', year: 2023, price: 24_990, status: 'in_stock' as const, dealershipId: 1 };
const lender: FinanceLenderRecord = {
  interestRate: 7.49,
  comparisonRate: 8.19,
  paymentWeek: 120,
  paymentMonth: 501,
  termYears: 5,
  financeProvider: 'Current Capital',
};

/** The estimate panel with its disclaimer opened in place, as text. */
function panelText(locale: Locale): string {
  const config = siteConfig({ providers: { finance: 'C' } });
  const estimate = financeEstimate(car, lender, config, now, estimateFrequency('C', locale), locale);
  if (!estimate) throw new Error('the car should show an estimate');
  const html = renderToStaticMarkup(
    createElement('div', null, [
      createElement(FinanceEstimatePanel, { key: 'panel', estimate, locale, inPlaceDisclaimer: false, enquireHref: '/finance' }),
      createElement(DisclaimerText, { key: 'text', estimate, locale }),
    ]),
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

// Issue 26: every rate and repayment a US site shows reads as American; Australia keeps its comparison rate.
describe('the finance wording per locale', () => {
  it.each<[Locale, string[], RegExp[]]>([
    [
      'en-AU',
      ['Estimated repayment', '$120 /wk', '7.49% p.a. interest rate', '8.19% p.a. comparison rate*', '*Comparison rate disclaimer', 'WARNING: This comparison rate is true only for the example given'],
      [/APR/, /\/mo\b/],
    ],
    ['en-NZ', ['$120 /wk', '7.49% p.a. interest rate', '8.19% p.a. comparison rate*', 'WARNING: This comparison rate'], [/APR/, /\/mo\b/]],
    [
      'en-US',
      [
        'Estimated payment',
        '$501 /mo',
        '7.49% APR',
        '*Financing disclosure',
        'Example: 60 monthly payments of $501 at 7.49% APR with no down payment, a total of payments of $30,060.',
        'not an offer of credit',
        'subject to credit approval',
      ],
      [/comparison rate/i, /p\.a\./, /\/\s?wk/, /weekly/i, /8\.19/],
    ],
  ])('%s shows its own words and none of the others', (locale, shown, absent) => {
    const text = panelText(locale);
    for (const words of shown) expect(text).toContain(words);
    for (const pattern of absent) expect(text).not.toMatch(pattern);
  });
});
