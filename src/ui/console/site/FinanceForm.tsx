'use client';

import { EMPTY_FORM_STATE, type FormState } from '../../../domain/console/form-state';
import type { RateDisclosure } from '../../../domain/finance-locale';
import type { EstimateBasis } from '../../../domain/finance-display';
import { PROVIDER_CHOICES, type DealershipChoice, type FinanceSettings } from '../../../domain/site-editor/finance-form';
import { FieldError } from '../forms/FieldError';
import { useConsoleForm } from '../forms/use-console-form';
import { SaveState } from './SaveState';

type Action = (state: FormState<string>, form: FormData) => Promise<FormState<string>>;

/**
 * The site's finance: the provider whose estimates the cars show (each letter with what it does,
 * as the spec names them only by letter), makes that never show one, the luxury quick picks, where
 * the pre-approval page goes, the dealer's current rate, and which of the site's dealerships show
 * no estimate (boxes by name: an id is never typed). A US site discloses one rate, its APR.
 */
export function FinanceForm({
  action,
  settings,
  dealerships,
  rates,
  standard,
}: {
  action: Action;
  settings: FinanceSettings;
  /** The site's dealerships, each a box: their cars show no estimate when ticked. */
  dealerships: readonly DealershipChoice[];
  rates: RateDisclosure;
  standard: EstimateBasis;
}) {
  const { state, pending: saving, formKey, formProps } = useConsoleForm(action, EMPTY_FORM_STATE as FormState<string>);
  const errors = state.errors;
  const apr = rates === 'apr';
  const rateField = (key: 'interestRate' | 'comparisonRate', label: string, value: number | undefined) => (
    <>
      <label htmlFor={`rate-${key}`}>{label}</label>
      <input
        id={`rate-${key}`}
        name={`rate.${key}`}
        inputMode="decimal"
        defaultValue={value ?? ''}
        placeholder={String(standard[key])}
        aria-invalid={Boolean(errors[`rate.${key}`])}
        aria-describedby={`rate-${key}-hint rate-${key}-error`}
      />
      <FieldError id={`rate-${key}-error`} messages={errors[`rate.${key}`]} />
    </>
  );
  return (
    <form key={formKey} {...formProps} className="console-form" noValidate aria-label="Finance">
      <fieldset className="provider-choice" aria-describedby="provider-error">
        <legend>Finance provider</legend>
        <p className="console-hint">Whose lender records give each car its repayment estimate.</p>
        <label>
          <input type="radio" name="provider" value="" defaultChecked={settings.provider === null} />
          <span>None: no estimates on cars; the calculator starts from the current rate below.</span>
        </label>
        {PROVIDER_CHOICES.map(({ letter, summary }) => (
          <label key={letter}>
            <input type="radio" name="provider" value={letter} defaultChecked={settings.provider === letter} />
            <span>
              <strong>Provider {letter}.</strong> {summary}
            </span>
          </label>
        ))}
        <FieldError id="provider-error" messages={errors.provider} />
      </fieldset>

      <fieldset className="rate-fields">
        <legend>Current rate</legend>
        <p className="console-hint" id="rate-interestRate-hint">
          The rate the repayment calculator starts from, and the finance pages show, when a car’s lender gives no estimate. Leave both empty for the standard example (
          {apr ? `${standard.interestRate}% APR` : `${standard.interestRate}% p.a., ${standard.comparisonRate}% comparison rate`}).
        </p>
        {rateField('interestRate', apr ? 'APR (% a year)' : 'Interest rate (% a year)', settings.rate?.interestRate)}
        {apr ? null : (
          <>
            <p className="console-hint" id="rate-comparisonRate-hint">
              The comparison rate takes in the fees, on a 5-year secured loan of $30,000.
            </p>
            {rateField('comparisonRate', 'Comparison rate (% a year)', settings.rate?.comparisonRate)}
          </>
        )}
      </fieldset>

      <label htmlFor="excluded-makes">Makes that never show an estimate (optional)</label>
      <p className="console-hint" id="excluded-makes-hint">
        Separate makes with commas, such as Ferrari, Lamborghini.
      </p>
      <input id="excluded-makes" name="excludedMakes" defaultValue={settings.excludedMakes.join(', ')} aria-describedby="excluded-makes-hint" />
      {dealerships.length > 0 ? (
        <fieldset className="excluded-dealerships">
          <legend>Dealerships whose cars never show an estimate (optional)</legend>
          {dealerships.map((dealership) => (
            <label key={dealership.id} className="console-check">
              <input type="checkbox" name={`excludedDealership.${dealership.id}`} defaultChecked={settings.excludedDealershipIds.includes(dealership.id)} /> {dealership.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      <label className="console-check">
        <input type="checkbox" name="luxuryQuickPicks" defaultChecked={settings.luxuryQuickPicks} /> Luxury price quick picks ($300,000 to $800,000)
      </label>
      <label className="console-check">
        <input type="checkbox" name="preApprovalRedirectsToFinance" defaultChecked={settings.preApprovalRedirectsToFinance} /> Send the pre-approval page to the finance page
      </label>
      <SaveState state={state} shown={['provider', 'rate']} />
      <button type="submit" className="console-button" disabled={saving}>
        {saving ? 'Saving…' : 'Save finance to the draft'}
      </button>
    </form>
  );
}
