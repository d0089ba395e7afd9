'use client';

import { useActionState, useId } from 'react';
import { EMPTY_FORM_STATE, type FormState } from '@/domain/console/form-state';
import { STOCK_STATE_LABELS, STOCK_STATES, type StockState } from '@/domain/console/stock-status';

type QuickAction = (carId: number, state: FormState<{ at: number }>, form: FormData) => Promise<FormState<{ at: number }>>;

/** A car's price edited in place: blank is price on application, as in a feed. */
export function QuickPrice({ carId, price, label, action }: { carId: number; price: number; label: string; action: QuickAction }) {
  const [state, submit, pending] = useActionState(action.bind(null, carId), EMPTY_FORM_STATE);
  const id = useId();
  const error = state.errors.price?.[0] ?? state.message;
  return (
    <form action={submit} className="console-inline-form stock-quick">
      <label htmlFor={`${id}-price`} className="visually-hidden">
        {label}
      </label>
      <input
        id={`${id}-price`}
        name="price"
        inputMode="numeric"
        defaultValue={price > 0 ? String(price) : ''}
        placeholder="POA"
        size={8}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <button type="submit" className="console-button console-button-quiet" disabled={pending}>
        Save<span className="visually-hidden"> {label.toLowerCase()}</span>
      </button>
      {error ? (
        <span id={`${id}-error`} className="console-field-error" role="alert">
          {error}
        </span>
      ) : state.done ? (
        <span className="stock-saved" role="status">
          Saved
        </span>
      ) : null}
    </form>
  );
}

/** A car's status edited in place: in stock, coming soon, reserved, sold or hidden. */
export function QuickState({ carId, state: current, label, action }: { carId: number; state: StockState; label: string; action: QuickAction }) {
  const [state, submit, pending] = useActionState(action.bind(null, carId), EMPTY_FORM_STATE);
  const id = useId();
  return (
    <form action={submit} className="console-inline-form stock-quick">
      <label htmlFor={`${id}-state`} className="visually-hidden">
        {label}
      </label>
      <select id={`${id}-state`} name="state" defaultValue={current} key={current}>
        {STOCK_STATES.map((s) => (
          <option key={s} value={s}>
            {STOCK_STATE_LABELS[s]}
          </option>
        ))}
      </select>
      <button type="submit" className="console-button console-button-quiet" disabled={pending}>
        Set<span className="visually-hidden"> {label.toLowerCase()}</span>
      </button>
      {state.message ? (
        <span className="console-field-error" role="alert">
          {state.message}
        </span>
      ) : state.done ? (
        <span className="stock-saved" role="status">
          Saved
        </span>
      ) : null}
    </form>
  );
}
