import { comparisonRateRangeText, type FinanceEstimate } from '../../domain/finance-display';
import { financeLocaleRules } from '../../domain/finance-locale';
import type { Locale } from '../../domain/site-config';
import { fill } from '../../i18n/fill';
import { messagesFor } from '../../i18n/messages';
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
  const texts = messagesFor(locale).finance;
  return (
    <section className="finance-estimate" aria-labelledby="finance-estimate-title">
      <h2 id="finance-estimate-title" className="finance-estimate-title">
        {texts.estimatedRepayment}
      </h2>
      {display.kind === 'amount' ? (
        <p className="finance-amount">
          <strong>{display.formatted}</strong>
          <span>/{display.suffix}</span>
        </p>
      ) : (
        <p className="finance-amount">
          <a href={enquireHref}>{texts.enquireForFinance}</a>
        </p>
      )}
      <RatePair rates={financeLocaleRules(locale).rates} interestRate={estimate.interestRate} comparisonRate={estimate.comparisonRate} texts={texts} />
      {estimate.comparisonRateRange ? (
        <p className="rate-range">{fill(texts.ratesFrom, { range: comparisonRateRangeText(estimate.comparisonRateRange) })}</p>
      ) : null}
      <p className="finance-lender">
        {fill(texts.estimateFrom, { lender: estimate.lenderName, years: estimate.termYears })}
      </p>
      {estimate.terms.length > 0 ? (
        <div className="finance-terms">
          <h3 id="finance-terms-title">{fill(texts.termChoices, { lender: estimate.lenderName })}</h3>
          <ul aria-labelledby="finance-terms-title">
            {estimate.terms.map((term) => (
              <li key={term.months} className={term.months === Math.round(estimate.termYears * 12) ? 'finance-term-current' : undefined}>
                <span>{fill(texts.termMonths, { months: term.months })}</span>
                <strong>{term.display.kind === 'amount' ? `${term.display.formatted}/${term.display.suffix}` : texts.enquireForFinance}</strong>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <FinanceDisclaimer inPlace={inPlaceDisclaimer} texts={{ show: texts.showDisclaimer, hide: texts.hideDisclaimer }}>
        <DisclaimerText estimate={estimate} locale={locale} />
      </FinanceDisclaimer>
    </section>
  );
}
