'use client';

import { useState, type ReactNode } from 'react';

/**
 * A list of rows the dealer adds to, removes from and reorders (banners, offers). Each row keeps
 * its own fields while it moves, and is posted under its position, so the saved order is the order
 * shown. One empty row is ready at the end, so a new item can be written before the script loads.
 */
export function OrderedRows<T>({
  items,
  max,
  noun,
  render,
}: {
  items: readonly T[];
  max: number;
  /** 'banner', 'offer': names the buttons, e.g. "Move banner 2 up". */
  noun: string;
  render: (item: T | undefined, index: number) => ReactNode;
}) {
  // Each row has an id of its own, so React moves its fields (and what was typed in them) with it.
  const [list, setList] = useState(() => {
    const start: { id: number; item: T | undefined }[] = items.slice(0, max).map((item, id) => ({ id, item }));
    if (start.length < max) start.push({ id: start.length, item: undefined });
    return { rows: start, next: start.length };
  });
  const rows = list.rows;
  const setRows = (change: (rows: { id: number; item: T | undefined }[]) => { id: number; item: T | undefined }[]) =>
    setList((current) => ({ ...current, rows: change(current.rows) }));
  const add = () => setList((current) => ({ rows: [...current.rows, { id: current.next, item: undefined }], next: current.next + 1 }));
  const move = (from: number, to: number) =>
    setRows((all) => {
      const copy = [...all];
      const [moved] = copy.splice(from, 1);
      copy.splice(to, 0, moved!);
      return copy;
    });
  return (
    <>
      {rows.map((r, i) => (
        <fieldset key={r.id} className="ordered-row">
          <legend>
            {noun[0]!.toUpperCase() + noun.slice(1)} {i + 1}
          </legend>
          {render(r.item, i)}
          <div className="ordered-row-actions">
            <button type="button" className="console-button console-button-quiet" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`Move ${noun} ${i + 1} up`}>
              Move up
            </button>
            <button type="button" className="console-button console-button-quiet" disabled={i === rows.length - 1} onClick={() => move(i, i + 1)} aria-label={`Move ${noun} ${i + 1} down`}>
              Move down
            </button>
            <button type="button" className="console-button console-button-danger" onClick={() => setRows((all) => all.filter((x) => x.id !== r.id))} aria-label={`Remove ${noun} ${i + 1}`}>
              Remove
            </button>
          </div>
        </fieldset>
      ))}
      <button type="button" className="console-button console-button-quiet" disabled={rows.length >= max} onClick={add}>
        Add {noun === 'offer' ? 'an' : 'a'} {noun}
      </button>
    </>
  );
}
