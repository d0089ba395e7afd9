'use client';

import { useRouter } from 'next/navigation';
import { Fragment, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors as RhfErrors, type Resolver } from 'react-hook-form';
import { visibleFields } from '@/domain/validation/conditional';
import {
  initialMultiStepState,
  multiStepReducer,
  progress,
  sendFor,
  skippedSteps,
  submitButton,
  successPath,
} from '@/domain/validation/multi-step';
import { fill } from '@/i18n/fill';
import { leadSubmission } from '@/forms/lead-submission';
import { detailsFromValues } from '@/forms/stored-details';
import { filesOf } from '@/forms/to-lead';
import type { FormDefinition, FormSite, FormValues } from '@/forms/types';
import { carEventProperties, carIdentity } from '@/domain/visitor/car-event';
import { recordEvent } from './analytics';
import { loadSession, saveStoredDetails, storeSuccessMarker } from './browser-storage';
import { ensureVisitorIds } from './visitor-ids';
import { Field } from './Field';
import { useLeadSender } from './useLeadSender';
import { useStoredDetails } from './useStoredDetails';
import { loadValidateStep } from './load-validate-step';
import { VehicleLookup } from './VehicleLookup';

type Props = {
  definition: FormDefinition;
  site: FormSite;
  initialValues: FormValues;
  /** The page heading already says what the form's title would (it still names the form for assistive technology). */
  titleHidden?: boolean;
  /** Called with the category once the lead is complete, instead of going to the success page (a form in a dialog). */
  onComplete?: (category: string) => void;
};

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

function rhfErrors(errors: Record<string, string>): RhfErrors<FormValues> {
  return Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, { type: 'validation', message }]));
}

/**
 * The one form engine: renders any FormDefinition, one step at a time, and sends the lead as SPEC 4
 * describes. Validation runs on submit only (SPEC 5), through the same zod schemas the API uses;
 * their code loads when the shopper first reaches the form, and a submit waits for it.
 */
export function LeadForm({ definition, site, initialValues, titleHidden = false, onComplete }: Props) {
  const router = useRouter();
  const [state, dispatch] = useReducer(multiStepReducer, definition.steps.length, (count) => initialMultiStepState(count));
  const stepIndex = useRef(0);
  const stepValues = useRef<Record<number, FormValues>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const allFields = useMemo(() => definition.steps.flatMap((step) => step.fields), [definition]);
  const sendLead = useLeadSender();
  const step = definition.steps[state.stepIndex] ?? definition.steps[0];

  const resolver = useCallback<Resolver<FormValues>>(
    async (values) => {
      const fields = definition.steps[stepIndex.current]?.fields ?? [];
      const validateStep = await loadValidateStep();
      const result = validateStep(fields, values, { rules: site.rules, today: today() });
      return result.ok ? { values: result.values, errors: {} } : { values: {}, errors: rhfErrors(result.errors) };
    },
    [definition, site.rules],
  );
  const methods = useForm<FormValues>({ mode: 'onSubmit', reValidateMode: 'onSubmit', defaultValues: initialValues, resolver, shouldFocusError: true });
  const { handleSubmit, getValues, setError, clearErrors, setFocus, formState } = methods;
  const values = useWatch({ control: methods.control }) as FormValues;

  const storedDetails = useStoredDetails(allFields, methods);

  useEffect(() => {
    // The resolver checks the step on screen; it reads the index here, after the step has rendered.
    stepIndex.current = state.stepIndex;
    // A new step is announced by moving focus to its title; the first render leaves focus alone.
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [state.stepIndex]);

  const mergedValues = (upTo: number): FormValues => {
    const skipped = new Set(skippedSteps(state));
    const merged: FormValues = {};
    for (let index = 0; index <= upTo; index += 1) if (!skipped.has(index)) Object.assign(merged, stepValues.current[index]);
    return merged;
  };

  const onValid = async (parsed: FormValues) => {
    stepValues.current[state.stepIndex] = parsed;
    const send = sendFor(state);
    if (send.kind === 'none') {
      dispatch({ type: 'continue' });
      return;
    }
    const visitor = ensureVisitorIds();
    const { category, answers, body } = leadSubmission(definition, site, mergedValues(state.stepIndex), send, {
      url: window.location.href,
      user_agent: navigator.userAgent,
      ...loadSession(),
      anon_id: visitor.anonId,
      session_id: visitor.sessionId,
    });
    const eventProperties = { form: definition.id, ...carEventProperties(window.location.pathname, body.lead), ...carIdentity(body.lead) };
    dispatch({ type: 'submit' });
    const files = send.kind === 'complete' && send.method === 'POST' ? filesOf(allFields, getValues()) : [];
    const result = await sendLead(send, body, files);
    if (!result.ok) {
      const stepNames = new Set(step?.fields.map((field) => field.name));
      const fieldErrors = Object.entries(result.errors).filter(([name]) => stepNames.has(name));
      for (const [name, messages] of fieldErrors) setError(name, { type: 'server', message: messages[0] });
      const first = fieldErrors[0];
      if (first) setFocus(first[0]);
      // SPEC 8: a one-step form shows the general submit error; a multi-step form the server's own.
      dispatch({ type: 'failed', message: state.stepCount > 1 ? result.message : null });
      // Only an events endpoint wants failures; the insights count leads sent.
      if (site.analytics) recordEvent({ event: 'lead_failed', category, error_message: result.message ?? undefined, properties: eventProperties });
      return;
    }
    dispatch({ type: 'succeeded', response: { id: result.id } });
    if (send.kind !== 'complete') return;
    storeSuccessMarker(category);
    const details = detailsFromValues(answers);
    if (details) saveStoredDetails(details);
    recordEvent({ event: 'lead_submitted', category, lead_id: result.id, properties: eventProperties });
    if (onComplete) onComplete(category);
    else router.push(successPath(category));
  };

  const back = () => {
    clearErrors();
    dispatch({ type: 'back' });
  };
  const skip = () => {
    clearErrors();
    delete stepValues.current[state.stepIndex];
    dispatch({ type: 'skip' });
  };

  const final = state.stepIndex >= state.stepCount - 1;
  const text = site.texts;
  const button = submitButton(state, final ? definition.submitLabel : text.continue, text.loading);
  const shown = step ? visibleFields(step.fields, values, formState.errors) : [];
  const multiStep = state.stepCount > 1;

  return (
    <FormProvider {...methods}>
      {/* POST, so a form sent before hydration never puts the shopper's details in the address bar or a server log. */}
      <form
        className="lead-form"
        id={definition.anchor}
        method="post"
        aria-labelledby={`${definition.id}-title`}
        noValidate
        onFocus={() => void loadValidateStep()}
        onSubmit={(event) => void handleSubmit(onValid)(event)}
      >
        <h2 className={titleHidden ? 'visually-hidden' : 'lead-form-title'} id={`${definition.id}-title`}>
          {definition.title}
        </h2>
        {storedDetails.usingStored ? (
          <div className="stored-details">
            <p>{text.storedDetails}</p>
            <button type="button" className="button button-ghost button-small" onClick={storedDetails.clear}>
              {text.clearStoredDetails}
            </button>
          </div>
        ) : null}
        {multiStep ? (
          <div className="form-progress">
            <p className="form-step-label">{fill(text.stepOf, { step: state.stepIndex + 1, steps: state.stepCount })}</p>
            <div className="form-progress-bar" role="progressbar" aria-label={text.progress} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress(state))}>
              <span style={{ width: `${progress(state)}%` }} />
            </div>
          </div>
        ) : null}
        {multiStep && step ? (
          <h3 className="form-step-title" ref={heading} tabIndex={-1}>
            {step.title}
          </h3>
        ) : null}
        <p className="form-required-note">
          {text.requiredBefore} <span aria-hidden="true">*</span>
          <span className="visually-hidden">{text.requiredHidden}</span> {text.requiredAfter}
        </p>
        <div className="form-grid">
          {shown.map((field) => (
            <Fragment key={`${state.stepIndex}-${field.name}`}>
              {/* The lookup sits just above the fields it fills. */}
              {definition.vehicleLookup?.fills.rego === field.name ? <VehicleLookup lookup={definition.vehicleLookup} texts={text.lookup} locale={site.locale} /> : null}
              <Field field={field} formId={definition.id} phoneRule={site.rules.phoneRule} locale={site.locale} texts={text} />
            </Fragment>
          ))}
        </div>
        {state.error ? (
          <p className="form-submit-error" role="alert">
            {state.error}
          </p>
        ) : null}
        <div className="form-actions">
          {multiStep && state.stepIndex > 0 ? (
            <button type="button" className="button button-ghost" onClick={back} disabled={button.disabled}>
              {text.back}
            </button>
          ) : null}
          {step?.skippable && !final ? (
            <button type="button" className="button button-ghost" onClick={skip} disabled={button.disabled}>
              {text.skip}
            </button>
          ) : null}
          <button type="submit" className="button button-primary" disabled={button.disabled} aria-live="polite">
            {button.label}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
