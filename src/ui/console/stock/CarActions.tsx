'use client';

import { useActionState } from 'react';
import { EMPTY_FORM_STATE, type FormState } from '@/domain/console/form-state';
import { STOCK_STATE_LABELS, type StockState } from '@/domain/console/stock-status';

type StateAction = (state: FormState<{ at: number }>, form: FormData) => Promise<FormState<{ at: number }>>;
type DeleteAction = (state: FormState, form: FormData) => Promise<FormState>;

const MARKS: { state: StockState; label: string }[] = [
  { state: 'in_stock', label: 'Mark in stock' },
  { state: 'reserved', label: 'Mark reserved' },
  { state: 'sold', label: 'Mark sold' },
  { state: 'hidden', label: 'Hide from the website' },
];

/** One-press status changes for the car, bar the one it is in. */
export function CarStateButtons({ current, action }: { current: StockState; action: StateAction }) {
  const [state, submit, pending] = useActionState(action, EMPTY_FORM_STATE);
  return (
    <form action={submit} className="console-inline-form car-marks">
      <span>
        Status: <strong>{STOCK_STATE_LABELS[current]}</strong>
      </span>
      {MARKS.filter((m) => m.state !== current).map((m) => (
        <button key={m.state} type="submit" name="state" value={m.state} className="console-button console-button-quiet" disabled={pending}>
          {m.label}
        </button>
      ))}
      {state.message ? (
        <span className="console-field-error" role="alert">
          {state.message}
        </span>
      ) : null}
    </form>
  );
}

/** Deleting asks once more, in the page rather than a dialog; a car with a reservation payment is refused. */
export function DeleteCar({ action }: { action: DeleteAction }) {
  const [state, submit, pending] = useActionState(action, EMPTY_FORM_STATE);
  return (
    <details className="car-delete">
      <summary>Delete this car</summary>
      <form action={submit} className="console-inline-form">
        <p>The car leaves every site at once. Leads that named it keep its stock number, make and model. A sold car can instead be marked sold.</p>
        <button type="submit" className="console-button console-button-danger" disabled={pending}>
          Delete the car
        </button>
        {state.message ? (
          <span className="console-field-error" role="alert">
            {state.message}
          </span>
        ) : null}
      </form>
    </details>
  );
}
