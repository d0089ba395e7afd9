import type { LeadStatus } from './lead';
import { LOADING_LABEL, SUBMIT_FAILED_MESSAGE, UNEXPECTED_ERROR_MESSAGE, stepLabel } from './messages';

/**
 * SPEC 4 multi-step lead flow as a pure reducer. The form calls `sendFor` when the shopper presses
 * Continue or Submit on a valid step: with a send to make it dispatches `submit`, makes the call and
 * dispatches `succeeded` or `failed`; with none it dispatches `continue`.
 */

type FormStatus = 'idle' | 'submitting' | 'success' | 'error';

/** A Skip from step `from` straight to step `to` (0-based); `from` up to `to - 1` go unanswered. */
type Skip = { from: number; to: number };

export type MultiStepState = {
  /** 0-based; the label shows it 1-based. */
  stepIndex: number;
  stepCount: number;
  leadId: string | null;
  /** The skips on the way to the current step, newest last: Back from a skip's landing step returns to where it was made. */
  skippedFrom: readonly Skip[];
  status: FormStatus;
  /** Steps whose partial send succeeded; each is sent once (SPEC 4). */
  sentSteps: readonly number[];
  error: string | null;
};

/** What the lead API answered: an id (`id` or `lead_id`), or an error. */
type LeadResponse = { id?: string | number | null; lead_id?: string | number | null; error?: string | null };

export type MultiStepAction =
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'skip'; to?: number }
  | { type: 'submit' }
  | { type: 'succeeded'; response: LeadResponse }
  | { type: 'failed'; message?: string | null };

export function initialMultiStepState(stepCount: number, leadId: string | null = null): MultiStepState {
  return { stepIndex: 0, stepCount: Math.max(1, stepCount), leadId, skippedFrom: [], status: 'idle', sentSteps: [], error: null };
}

function isFinalStep(state: MultiStepState): boolean {
  return state.stepIndex >= state.stepCount - 1;
}

function responseId(response: LeadResponse): string | null {
  const id = response.id ?? response.lead_id;
  if (id === undefined || id === null || String(id).trim() === '') return null;
  return String(id);
}

function failureMessage(state: MultiStepState, message: string | null | undefined): string {
  const given = message?.trim();
  if (given) return given;
  // SPEC 8: a one-step form shows the general submit error; a multi-step final step the server's or the unexpected one.
  return state.stepCount > 1 ? UNEXPECTED_ERROR_MESSAGE : SUBMIT_FAILED_MESSAGE;
}

/** Moving on from the current step (after a partial send, successful or not). */
function advance(state: MultiStepState, changes: Partial<MultiStepState> = {}): MultiStepState {
  return { ...state, ...changes, stepIndex: Math.min(state.stepIndex + 1, state.stepCount - 1), status: 'idle', error: null };
}

export function multiStepReducer(state: MultiStepState, action: MultiStepAction): MultiStepState {
  // Nothing moves while a send is under way (the button is disabled) or after the lead is complete.
  if (state.status === 'success') return state;
  if (state.status === 'submitting' && action.type !== 'succeeded' && action.type !== 'failed') return state;

  switch (action.type) {
    case 'continue':
      return isFinalStep(state) ? state : advance(state);

    case 'back': {
      const last = state.skippedFrom.at(-1);
      if (last && last.to === state.stepIndex) {
        return { ...state, stepIndex: last.from, skippedFrom: state.skippedFrom.slice(0, -1), status: 'idle', error: null };
      }
      return { ...state, stepIndex: Math.max(0, state.stepIndex - 1), status: 'idle', error: null };
    }

    case 'skip': {
      const to = action.to ?? state.stepIndex + 1;
      if (isFinalStep(state) || !Number.isInteger(to) || to <= state.stepIndex || to >= state.stepCount) return state;
      return { ...state, stepIndex: to, skippedFrom: [...state.skippedFrom, { from: state.stepIndex, to }], status: 'idle', error: null };
    }

    case 'submit':
      return { ...state, status: 'submitting', error: null };

    case 'succeeded': {
      if (state.status !== 'submitting') return state;
      const id = responseId(action.response);
      if (isFinalStep(state)) {
        // SPEC 4: no id means the error is returned and there is no navigation.
        if (id === null) return { ...state, status: 'error', error: failureMessage(state, action.response.error) };
        return { ...state, leadId: id, status: 'success', error: null };
      }
      if (id === null) return advance(state);
      const sentSteps = state.sentSteps.includes(state.stepIndex) ? state.sentSteps : [...state.sentSteps, state.stepIndex];
      return advance(state, { leadId: id, sentSteps });
    }

    case 'failed':
      if (state.status !== 'submitting') return state;
      if (isFinalStep(state)) return { ...state, status: 'error', error: failureMessage(state, action.message) };
      // A partial send only saves progress: the final send carries every field and creates the lead
      // if none exists, so a failed save must not stop the shopper. The step stays unsent.
      return advance(state);
  }
}

/** 0-based steps left unanswered by the skips on the way to the current step. */
export function skippedSteps(state: MultiStepState): number[] {
  const steps = state.skippedFrom.flatMap(({ from, to }) => Array.from({ length: to - from }, (_, i) => from + i));
  return [...new Set(steps)].sort((a, b) => a - b);
}

export type TrackingFields = {
  lead_status: LeadStatus;
  form_completed: boolean;
  step_number: number;
  skipped_steps: number[];
};

/** The lead tracking fields of the send made from the current step. */
function trackingFields(state: MultiStepState, leadStatus: LeadStatus): TrackingFields {
  return {
    lead_status: leadStatus,
    form_completed: leadStatus === 'Complete',
    step_number: state.stepIndex + 1,
    // 1-based like step_number and the 'Step X of Y' label.
    skipped_steps: skippedSteps(state).map((step) => step + 1),
  };
}

export type LeadSend =
  | { kind: 'none' }
  | { kind: 'create'; method: 'POST'; leadId: null; fields: TrackingFields }
  | { kind: 'update'; method: 'PUT'; leadId: string; fields: TrackingFields }
  | { kind: 'complete'; method: 'POST' | 'PUT'; leadId: string | null; fields: TrackingFields };

/**
 * SPEC 4: the first step with no lead id creates an Incomplete lead; each later non-final step
 * updates it once; the final step completes it (creating it whole if no partial send got an id).
 */
export function sendFor(state: MultiStepState): LeadSend {
  if (isFinalStep(state)) {
    const fields = trackingFields(state, 'Complete');
    return state.leadId === null
      ? { kind: 'complete', method: 'POST', leadId: null, fields }
      : { kind: 'complete', method: 'PUT', leadId: state.leadId, fields };
  }
  if (state.sentSteps.includes(state.stepIndex)) return { kind: 'none' };
  const fields = trackingFields(state, 'Incomplete');
  return state.leadId === null
    ? { kind: 'create', method: 'POST', leadId: null, fields }
    : { kind: 'update', method: 'PUT', leadId: state.leadId, fields };
}

/** SPEC 4: the step index over the step count, as a percentage; a completed form is full. */
export function progress(state: MultiStepState): number {
  if (state.status === 'success') return 100;
  return (state.stepIndex / state.stepCount) * 100;
}

/** SPEC 2: 'Step X of Y'. */
export function progressLabel(state: MultiStepState): string {
  return stepLabel(state.stepIndex + 1, state.stepCount);
}

/** SPEC 2: the submit button shows 'Loading' and is disabled while sending. */
export function submitButton(state: MultiStepState, label: string, loading: string = LOADING_LABEL): { label: string; disabled: boolean } {
  const submitting = state.status === 'submitting';
  return { label: submitting ? loading : label, disabled: submitting };
}

/** SPEC 4: where a completed form goes; extra query params follow the category. */
export function successPath(category: string, extra: Readonly<Record<string, string>> = {}): string {
  const query = new URLSearchParams({ category });
  for (const [key, value] of Object.entries(extra)) if (key !== 'category') query.append(key, value);
  return `/success?${query.toString()}`;
}
