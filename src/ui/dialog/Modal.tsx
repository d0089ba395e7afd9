'use client';

import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { trapTab } from './focus-trap';

/**
 * A button and the modal <dialog> it opens. showModal makes the rest of the page inert and
 * Escape closes natively; Tab is also kept cycling inside the dialog, and focus goes back to the
 * opener on close. The buttons carry invoker commands, so the dialog opens and closes even
 * before the page has hydrated; their click handlers do the same for browsers without them.
 */
export function Modal({
  opener,
  openerClassName = 'button',
  title,
  closeLabel,
  children,
  className,
  onClose,
}: {
  opener: ReactNode;
  openerClassName?: string;
  title: string;
  /** The name of the corner close button, from the site's catalogue. */
  closeLabel: string;
  children: ReactNode | ((close: () => void) => ReactNode);
  className?: string;
  /** After the dialog closes (Escape, the close button or the backdrop) and focus is back on the opener. */
  onClose?: () => void;
}) {
  // Held in state rather than a ref so `close` can be handed to the children during render.
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const dialogId = useId();
  const close = () => dialog?.close();

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (dialog) trapTab(event, dialog);
  };

  // A click on the dialog element itself lands on its padding or on the backdrop; only the backdrop closes.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (!dialog || event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) close();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={openerClassName}
        aria-haspopup="dialog"
        commandfor={dialogId}
        command="show-modal"
        onClick={() => {
          if (dialog && !dialog.open) dialog.showModal();
        }}
      >
        {opener}
      </button>
      <dialog
        ref={setDialog}
        id={dialogId}
        className={`dialog ${className ?? ''}`.trim()}
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        onClose={() => {
          button.current?.focus();
          onClose?.();
        }}
        onClick={closeOnBackdrop}
      >
        <div className="dialog-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="dialog-close" aria-label={closeLabel} commandfor={dialogId} command="close" onClick={close}>
            ×
          </button>
        </div>
        {typeof children === 'function' ? children(close) : children}
      </dialog>
    </>
  );
}
