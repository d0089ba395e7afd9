import { describe, expect, it } from 'vitest';
import { LOADING_LABEL, SUBMIT_FAILED_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from './messages';
import {
  initialMultiStepState,
  multiStepReducer,
  progress,
  progressLabel,
  sendFor,
  skippedSteps,
  submitButton,
  successPath,
  type MultiStepAction,
  type MultiStepState,
} from './multi-step';

const run = (state: MultiStepState, ...actions: MultiStepAction[]) => actions.reduce(multiStepReducer, state);
const submit: MultiStepAction = { type: 'submit' };
const ok = (id: string | number | null = 'L1'): MultiStepAction => ({ type: 'succeeded', response: { id } });
const four = initialMultiStepState(4);

describe('SPEC 4 multi-step flow: moving between steps', () => {
  it.each<[string, MultiStepAction[], Partial<MultiStepState>]>([
    ['starts idle on the first step', [], { stepIndex: 0, status: 'idle', leadId: null }],
    ['continue moves forward', [{ type: 'continue' }], { stepIndex: 1 }],
    ['continue stops at the last step', [{ type: 'continue' }, { type: 'continue' }, { type: 'continue' }, { type: 'continue' }], { stepIndex: 3 }],
    ['back returns to the previous step', [{ type: 'continue' }, { type: 'continue' }, { type: 'back' }], { stepIndex: 1 }],
    ['back on the first step stays', [{ type: 'back' }], { stepIndex: 0 }],
    ['skip moves on one step by default', [{ type: 'skip' }], { stepIndex: 1, skippedFrom: [{ from: 0, to: 1 }] }],
    ['skip can jump further', [{ type: 'continue' }, { type: 'skip', to: 3 }], { stepIndex: 3, skippedFrom: [{ from: 1, to: 3 }] }],
    ['back after a skip returns to the step skipped from', [{ type: 'continue' }, { type: 'skip', to: 3 }, { type: 'back' }], { stepIndex: 1, skippedFrom: [] }],
    [
      'back from past a skip goes to the previous step first',
      [{ type: 'skip', to: 2 }, { type: 'continue' }, { type: 'back' }],
      { stepIndex: 2, skippedFrom: [{ from: 0, to: 2 }] },
    ],
    [
      'then on to the step skipped from',
      [{ type: 'skip', to: 2 }, { type: 'continue' }, { type: 'back' }, { type: 'back' }],
      { stepIndex: 0, skippedFrom: [] },
    ],
    ['skip backwards is ignored', [{ type: 'continue' }, { type: 'continue' }, { type: 'skip', to: 1 }], { stepIndex: 2, skippedFrom: [] }],
    ['skip past the end is ignored', [{ type: 'skip', to: 4 }], { stepIndex: 0 }],
    ['nothing moves while submitting', [submit, { type: 'continue' }, { type: 'back' }, { type: 'skip' }, submit], { stepIndex: 0, status: 'submitting' }],
  ])('%s', (_label, actions, expected) => {
    expect(run(four, ...actions)).toMatchObject(expected);
  });
});

describe('SPEC 4 multi-step flow: which send each step makes', () => {
  it('the first step creates an Incomplete lead', () => {
    expect(sendFor(four)).toEqual({
      kind: 'create',
      method: 'POST',
      leadId: null,
      fields: { lead_status: 'Incomplete', form_completed: false, step_number: 1, skipped_steps: [] },
    });
  });

  it('its id is stored and the form moves on', () => {
    expect(run(four, submit, ok(981))).toMatchObject({ stepIndex: 1, leadId: '981', sentSteps: [0], status: 'idle' });
  });

  it('later non-final steps update the same lead', () => {
    expect(sendFor(run(four, submit, ok('L1')))).toMatchObject({ kind: 'update', method: 'PUT', leadId: 'L1', fields: { step_number: 2 } });
  });

  it('each step is sent once: back and continue again sends nothing', () => {
    const state = run(four, submit, ok('L1'), { type: 'back' });
    expect(sendFor(state)).toEqual({ kind: 'none' });
    expect(run(state, { type: 'continue' })).toMatchObject({ stepIndex: 1, sentSteps: [0] });
  });

  it('the final step completes the lead', () => {
    const state = run(four, submit, ok('L1'), submit, ok('L1'), submit, ok('L1'));
    expect(sendFor(state)).toEqual({
      kind: 'complete',
      method: 'PUT',
      leadId: 'L1',
      fields: { lead_status: 'Complete', form_completed: true, step_number: 4, skipped_steps: [] },
    });
    expect(run(state, submit, ok('L1'))).toMatchObject({ status: 'success', leadId: 'L1' });
  });

  it('a one-step form completes in one POST', () => {
    expect(sendFor(initialMultiStepState(1))).toMatchObject({ kind: 'complete', method: 'POST', leadId: null });
  });

  it('skipped steps are carried, 1-based', () => {
    const state = run(four, submit, ok('L1'), { type: 'skip', to: 3 });
    expect(skippedSteps(state)).toEqual([1, 2]);
    expect(sendFor(state)).toMatchObject({ kind: 'complete', fields: { step_number: 4, skipped_steps: [2, 3] } });
  });

  it('a partial send that fails does not stop the shopper, and the step stays unsent', () => {
    const state = run(four, submit, { type: 'failed', message: 'Network down' });
    expect(state).toMatchObject({ stepIndex: 1, status: 'idle', error: null, leadId: null, sentSteps: [] });
    expect(sendFor(state)).toMatchObject({ kind: 'create' });
  });

  it('a partial send answered without an id moves on without one', () => {
    expect(run(four, submit, ok(null))).toMatchObject({ stepIndex: 1, leadId: null, sentSteps: [] });
  });
});

describe('SPEC 4 and 8: final send outcomes', () => {
  const last = run(initialMultiStepState(2), { type: 'continue' });
  it.each<[string, MultiStepState, MultiStepAction, Partial<MultiStepState>]>([
    ['success with an id', last, ok('L9'), { status: 'success', leadId: 'L9', error: null }],
    ['lead_id also counts as the id', last, { type: 'succeeded', response: { lead_id: 5 } }, { status: 'success', leadId: '5' }],
    ['no id: the server error, no navigation', last, { type: 'succeeded', response: { error: 'Dealer not found' } }, { status: 'error', error: 'Dealer not found' }],
    ['no id and no error: the unexpected error', last, { type: 'succeeded', response: {} }, { status: 'error', error: UNEXPECTED_ERROR_MESSAGE }],
    ['empty id is no id', last, { type: 'succeeded', response: { id: '' } }, { status: 'error', error: UNEXPECTED_ERROR_MESSAGE }],
    ['failure: the exception message', last, { type: 'failed', message: 'Failed to fetch' }, { status: 'error', error: 'Failed to fetch' }],
    ['failure without a message', last, { type: 'failed' }, { status: 'error', error: UNEXPECTED_ERROR_MESSAGE }],
    ['a one-step form failure', initialMultiStepState(1), { type: 'failed' }, { status: 'error', error: SUBMIT_FAILED_MESSAGE }],
  ])('%s', (_label, state, outcome, expected) => {
    expect(run(state, submit, outcome)).toMatchObject(expected);
  });

  it('after an error the shopper can submit again', () => {
    const failed = run(last, submit, { type: 'failed' });
    expect(run(failed, submit)).toMatchObject({ status: 'submitting', error: null });
  });

  it('a completed form ignores everything after', () => {
    const done = run(last, submit, ok('L9'));
    expect(run(done, { type: 'back' }, submit, { type: 'failed' })).toEqual(done);
  });

  it('answers that arrive when nothing was sent are ignored', () => {
    expect(run(four, ok('X'))).toEqual(four);
    expect(run(four, { type: 'failed' })).toEqual(four);
  });
});

describe('progress, labels and the success path', () => {
  it.each<[MultiStepState, number, string]>([
    [four, 0, 'Step 1 of 4'],
    [run(four, { type: 'continue' }), 25, 'Step 2 of 4'],
    [run(four, { type: 'skip', to: 3 }), 75, 'Step 4 of 4'],
    [initialMultiStepState(3, 'L1'), 0, 'Step 1 of 3'],
    [run(initialMultiStepState(3), { type: 'continue' }), 100 / 3, 'Step 2 of 3'],
    [run(initialMultiStepState(1), submit, ok()), 100, 'Step 1 of 1'],
  ])('progress %#', (state, expectedProgress, expectedLabel) => {
    expect(progress(state)).toBeCloseTo(expectedProgress);
    expect(progressLabel(state)).toBe(expectedLabel);
  });

  it('a step count below one is treated as one step', () => {
    expect(initialMultiStepState(0).stepCount).toBe(1);
  });

  it.each<[MultiStepState, { label: string; disabled: boolean }]>([
    [four, { label: 'Continue', disabled: false }],
    [run(four, submit), { label: LOADING_LABEL, disabled: true }],
    [run(initialMultiStepState(1), submit, { type: 'failed' }), { label: 'Continue', disabled: false }],
  ])('submit button %#', (state, expected) => {
    expect(submitButton(state, 'Continue')).toEqual(expected);
  });

  it.each<[string, Record<string, string> | undefined, string]>([
    ['used-vehicle-enquiry', undefined, '/success?category=used-vehicle-enquiry'],
    ['demo-vehicle-enquiry', { car_id: '12', make: 'Kia Motors' }, '/success?category=demo-vehicle-enquiry&car_id=12&make=Kia+Motors'],
    ['new-vehicle-enquiry', { category: 'ignored' }, '/success?category=new-vehicle-enquiry'],
    ['a&b', undefined, '/success?category=a%26b'],
  ])('successPath(%j, %j) -> %s', (category, extra, expected) => {
    expect(successPath(category, extra)).toBe(expected);
  });
});
