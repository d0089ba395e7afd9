import {
  COMPARISON_RATE_BASIS,
  COMPARISON_RATE_WARNING,
  comparisonRateRangeText,
  estimateBasisText,
  EXAMPLE_ESTIMATE_TEXT,
  type FinanceEstimate,
} from '../../domain/finance-display';
import type { Locale } from '../../domain/site-config';
import { fill } from '../../i18n/fill';
import { messagesFor } from '../../i18n/messages';

/** The texts SPEC 9 puts beside every comparison rate: the example loan, the lender's range, the warning. */
export function DisclaimerText({ estimate, locale }: { estimate: FinanceEstimate | null; locale: Locale }) {
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
      {estimate?.comparisonRateRange ? (
        <p>
          {fill(messagesFor(locale).finance.lenderRange, { lender: estimate.lenderName, range: comparisonRateRangeText(estimate.comparisonRateRange) })}
        </p>
      ) : null}
      <p className="comparison-warning">{COMPARISON_RATE_WARNING}</p>
      {estimate?.disclaimer ? <p>{estimate.disclaimer}</p> : null}
    </>
  );
}
