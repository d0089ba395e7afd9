import { comparisonRateRangeText, type FinanceEstimate } from '../../domain/finance-display';
import type { Locale } from '../../domain/site-config';
import { DisclaimerText } from './DisclaimerText';
import { FinanceDisclaimer } from './FinanceDisclaimer';
import { RatePair } from './RatePair';

/** The car's estimated repayment (SPEC 5 display rules) with its rates and disclaimer. */
export function FinanceEstimatePanel({
  estimate,
  locale,
  inPlaceDisclaimer,
  enquireHref,
}: {
  estimate: FinanceEstimate;
  locale: Locale;
  inPlaceDisclaimer: boolean;
  enquireHref: string;
}) {
  const { display } = estimate;
  return (
    <section className="finance-estimate" aria-labelledby="finance-estimate-title">
      <h2 id="finance-estimate-title" className="finance-estimate-title">
        Estimated repayment
      </h2>
      {display.kind === 'amount' ? (
        <p className="finance-amount">
          <strong>{display.formatted}</strong>
          <span>/{display.suffix}</span>
        </p>
      ) : (
        <p className="finance-amount">
          <a href={enquireHref}>{display.text}</a>
        </p>
      )}
      <RatePair interestRate={estimate.interestRate} comparisonRate={estimate.comparisonRate} />
      {estimate.comparisonRateRange ? (
        <p className="rate-range">Comparison rates from {comparisonRateRangeText(estimate.comparisonRateRange)} p.a.</p>
      ) : null}
      <p className="finance-lender">
        Estimate from {estimate.lenderName} over {estimate.termYears} years.
      </p>
      <FinanceDisclaimer inPlace={inPlaceDisclaimer}>
        <DisclaimerText estimate={estimate} locale={locale} />
      </FinanceDisclaimer>
    </section>
  );
}
