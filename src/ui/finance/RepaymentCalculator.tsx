'use client';

import { useId, useMemo, useState, type ReactNode } from 'react';
import { amortisationSchedule, FREQUENCIES, repayment, repaymentLabel, type Frequency } from '../../domain/finance';
import { formatPrice } from '../../domain/locale';
import type { RateDisclosure } from '../../domain/finance-locale';
import type { Locale } from '../../domain/site-config';
import { fill, plural } from '../../i18n/fill';
import type { Messages } from '../../i18n/types';
import { quotedRepayment, type LenderQuote } from '../../domain/lender-terms';
import { parseCalculator, termYearsChoices, type CalculatorField, type CalculatorFields } from './calculator';
import { RatePair } from './RatePair';
import { RepaymentChart } from './RepaymentChart';

/**
 * A repayment calculator that recalculates as the shopper types. The quoted rate's comparison
 * rate (or, in the US, its APR) stays beside the rate field; a rate the shopper types is their own
 * and has none.
 */
export function RepaymentCalculator({
  price,
  rates,
  interestRate,
  comparisonRate,
  frequency,
  termYears,
  establishmentFee,
  lender,
  locale,
  texts,
  disclaimer,
}: {
  price: number;
  /** Which rate the locale discloses: a comparison rate beside the interest rate, or the APR. */
  rates: RateDisclosure;
  interestRate: number;
  comparisonRate: number;
  frequency: Frequency;
  termYears: number;
  /** The lender's fee, financed into the loan as its estimate does. */
  establishmentFee: number;
  /** The lender's term{N} repayments: its terms are choices, and its figure is shown for the loan it quoted. */
  lender: LenderQuote | null;
  locale: Locale;
  texts: Messages['finance'];
  /** The comparison rate warning and example, or the link to them. */
  disclaimer: ReactNode;
}) {
  const id = useId();
  const [fields, setFields] = useState<CalculatorFields>({
    price: String(price),
    deposit: '0',
    termYears: String(termYears),
    frequency,
    balloon: '0',
    rate: String(interestRate),
  });
  const terms = useMemo(() => termYearsChoices(lender?.terms.map((t) => t.months)), [lender]);
  const parsed = useMemo(() => parseCalculator(fields, texts.calculator.errors, terms), [fields, texts.calculator.errors, terms]);
  const result = useMemo(() => {
    if (!parsed.ok) return null;
    const input = { ...parsed.input, establishmentFee };
    const amount = quotedRepayment(lender, parsed.input) ?? repayment(input);
    return { label: repaymentLabel(amount, input.frequency ?? 'weekly', locale), schedule: amortisationSchedule(input) };
  }, [parsed, establishmentFee, lender, locale]);
  const quotedRate = parsed.ok && parsed.input.annualRatePercent === interestRate;
  const format = (amount: number) => formatPrice(Math.round(amount), locale);

  const set = (name: CalculatorField) => (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value });
  const errorOf = (name: CalculatorField) => (parsed.ok ? undefined : parsed.errors[name]);

  const amountField = (name: 'price' | 'deposit' | 'balloon', label: string) => {
    const error = errorOf(name);
    return (
      <div className="form-field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          inputMode="decimal"
          value={fields[name]}
          onChange={set(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
        />
        {error ? (
          <p className="field-error" id={`${id}-${name}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const rateError = errorOf('rate');
  const words = texts.calculator;
  return (
    <section className="calculator" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{words.heading}</h2>
      <div className="calculator-grid">
        <div className="calculator-fields">
          {amountField('price', words.price)}
          {amountField('deposit', words.deposit)}
          <div className="form-field">
            <label htmlFor={`${id}-term`}>{words.term}</label>
            <select id={`${id}-term`} value={fields.termYears} onChange={set('termYears')}>
              {terms.map((years) => (
                <option key={years} value={years}>
                  {Number.isInteger(years) ? plural(words.years, years) : fill(texts.termMonths, { months: Math.round(years * 12) })}
                </option>
              ))}
            </select>
          </div>
          <div className="form-field">
            <label htmlFor={`${id}-frequency`}>{words.repayments}</label>
            <select id={`${id}-frequency`} value={fields.frequency} onChange={set('frequency')}>
              {FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {words.frequencies[f]}
                </option>
              ))}
            </select>
          </div>
          {amountField('balloon', words.balloon)}
          <div className="form-field">
            <label htmlFor={`${id}-rate`}>{words.rate}</label>
            <input
              id={`${id}-rate`}
              inputMode="decimal"
              value={fields.rate}
              onChange={set('rate')}
              aria-invalid={rateError ? true : undefined}
              aria-describedby={`${id}-rate-note${rateError ? ` ${id}-rate-error` : ''}`}
            />
            {rateError ? (
              <p className="field-error" id={`${id}-rate-error`}>
                {rateError}
              </p>
            ) : null}
          </div>
          <div id={`${id}-rate-note`} className="rate-note">
            {quotedRate ? (
              <RatePair rates={rates} interestRate={interestRate} comparisonRate={comparisonRate} texts={texts} />
            ) : rates === 'apr' ? (
              <p>{fill(texts.apr.ownRate, { rate: interestRate.toFixed(2) })}</p>
            ) : (
              <p>{fill(words.ownRate, { rate: interestRate.toFixed(2), comparison: comparisonRate.toFixed(2) })}</p>
            )}
          </div>
        </div>
        <div className="calculator-result" aria-live="polite">
          {result ? (
            <>
              <p className="calculator-amount">
                {result.label.kind === 'amount' ? (
                  <>
                    <strong>{result.label.formatted}</strong>/{result.label.suffix}
                  </>
                ) : (
                  <strong>{texts.enquireForFinance}</strong>
                )}
              </p>
              <RepaymentChart schedule={result.schedule} format={format} texts={texts.chart} />
              {establishmentFee > 0 ? <p className="calculator-fee">{fill(words.fee, { fee: format(establishmentFee) })}</p> : null}
            </>
          ) : (
            <p>{words.checkFields}</p>
          )}
        </div>
      </div>
      {disclaimer}
    </section>
  );
}
