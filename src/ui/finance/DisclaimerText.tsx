import {
  COMPARISON_RATE_BASIS,
  COMPARISON_RATE_WARNING,
  comparisonRateRangeText,
  estimateBasisText,
  type EstimateBasis,
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
export function DisclaimerText({
  estimate,
  locale,
  example = financeLocaleRules(locale).example,
}: {
  estimate: FinanceEstimate | null;
  locale: Locale;
  /** The loan disclosed when the car shows no estimate: the site's current rate (src/domain/finance-locale.ts financeExample). */
  example?: EstimateBasis;
}) {
  const texts = messagesFor(locale).finance;
  const lenderRange = estimate?.comparisonRateRange ? (
    <p>{fill(texts.lenderRange, { lender: estimate.lenderName, range: comparisonRateRangeText(estimate.comparisonRateRange) })}</p>
  ) : null;
  const lenderNote = estimate?.disclaimer ? <p>{estimate.disclaimer}</p> : null;

  if (financeLocaleRules(locale).rates === 'apr') {
    const credit = creditExample(estimate, locale, example);
    const words = texts.apr;
    return (
      <>
        {credit ? (
          <p>
            {fill(words.example, {
              payments: credit.payments,
              frequency: words.frequencies[credit.frequency],
              payment: formatPrice(credit.payment, locale),
              apr: `${credit.apr.toFixed(2)}%`,
              deposit: credit.deposit > 0 ? fill(words.deposit, { amount: formatPrice(credit.deposit, locale) }) : words.noDeposit,
              total: formatPrice(credit.totalOfPayments, locale),
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
        <p>{estimateBasisText(example, locale)}</p>
      )}
      <p>{COMPARISON_RATE_BASIS}</p>
      {lenderRange}
      <p className="comparison-warning">{COMPARISON_RATE_WARNING}</p>
      {lenderNote}
    </>
  );
}
