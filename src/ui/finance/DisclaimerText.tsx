import {
  COMPARISON_RATE_BASIS,
  COMPARISON_RATE_WARNING,
  comparisonRateRangeText,
  estimateBasisText,
  EXAMPLE_ESTIMATE_TEXT,
  type FinanceEstimate,
} from '../../domain/finance-display';
import { creditExample, financeLocaleRules } from '../../domain/finance-locale';
import { formatPrice } from '../../domain/locale';
import type { Locale } from '../../domain/site-config';
import { fill } from '../../i18n/fill';
import { messagesFor } from '../../i18n/messages';

/**
 * The texts the locale's credit rules put beside a rate or payment: in Australia SPEC 9's example
 * loan and comparison rate warning; in the US the APR, number of payments, down payment and total
 * of payments, and that the estimate is no offer of credit (issue 26).
 */
export function DisclaimerText({ estimate, locale }: { estimate: FinanceEstimate | null; locale: Locale }) {
  const texts = messagesFor(locale).finance;
  const lenderRange = estimate?.comparisonRateRange ? (
    <p>{fill(texts.lenderRange, { lender: estimate.lenderName, range: comparisonRateRangeText(estimate.comparisonRateRange) })}</p>
  ) : null;
  const lenderNote = estimate?.disclaimer ? <p>{estimate.disclaimer}</p> : null;

  if (financeLocaleRules(locale).rates === 'apr') {
    const example = creditExample(estimate, locale);
    const words = texts.apr;
    return (
      <>
        {example ? (
          <p>
            {fill(words.example, {
              payments: example.payments,
              frequency: words.frequencies[example.frequency],
              payment: formatPrice(example.payment, locale),
              apr: `${example.apr.toFixed(2)}%`,
              deposit: example.deposit > 0 ? fill(words.deposit, { amount: formatPrice(example.deposit, locale) }) : words.noDeposit,
              total: formatPrice(example.totalOfPayments, locale),
            })}
          </p>
        ) : null}
        {lenderRange}
        <p className="credit-disclosure">{words.notAnOffer}</p>
        {lenderNote}
      </>
    );
  }

  return (
    <>
      {estimate ? (
        <p>
          {estimateBasisText(
            { termYears: estimate.termYears, interestRate: estimate.interestRate, comparisonRate: estimate.comparisonRate, deposit: 0 },
            locale,
          )}
        </p>
      ) : (
        <p>{EXAMPLE_ESTIMATE_TEXT}</p>
      )}
      <p>{COMPARISON_RATE_BASIS}</p>
      {lenderRange}
      <p className="comparison-warning">{COMPARISON_RATE_WARNING}</p>
      {lenderNote}
    </>
  );
}
