import { FieldError } from '../forms/FieldError';

/** One text field of a menu row: its label, the input (named by its id, which the reader reads) and its message. */
export function TextField(props: { id: string; label: string; value: string; onChange: (value: string) => void; errors: string[] | undefined; maxLength?: number; placeholder?: string }) {
  const { id, label, value, onChange, errors, maxLength, placeholder } = props;
  return (
    <span>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={id}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(errors)}
        aria-describedby={`${id}-error`}
      />
      <FieldError id={`${id}-error`} messages={errors} />
    </span>
  );
}

/** Up, down and remove for one row; buttons, so the keyboard and a screen reader reorder as well as a mouse. */
export function RowButtons({ what, index, count, onMove, onRemove, id }: {
  what: string;
  index: number;
  count: number;
  onMove: (to: number, button: 'up' | 'down') => void;
  onRemove: () => void;
  /** The buttons' ids are `{id}-up` and `{id}-down`, where focus returns after a move. */
  id: string;
}) {
  return (
    <div className="menu-row-buttons">
      <button type="button" className="console-button console-button-quiet" id={`${id}-up`} disabled={index === 0} onClick={() => onMove(index - 1, 'up')} aria-label={`Move ${what} up`}>
        Up
      </button>
      <button type="button" className="console-button console-button-quiet" id={`${id}-down`} disabled={index === count - 1} onClick={() => onMove(index + 1, 'down')} aria-label={`Move ${what} down`}>
        Down
      </button>
      <button type="button" className="console-button console-button-quiet" onClick={onRemove} aria-label={`Remove ${what}`}>
        Remove
      </button>
    </div>
  );
}

export function moved<T>(rows: readonly T[], from: number, to: number): T[] {
  const copy = [...rows];
  const [row] = copy.splice(from, 1);
  copy.splice(to, 0, row!);
  return copy;
}

/** Where focus goes after a move: the same button, or the other one when the row reached an end. */
export function focusAfterMove(to: number, count: number, button: 'up' | 'down'): 'up' | 'down' {
  return to === 0 ? 'down' : to === count - 1 ? 'up' : button;
}
