'use client';

import type { Toast as ToastContent } from '../../domain/accounts/watchlist-toast';

/** A short notice with a link (SPEC 8 watchlist toasts), read out by screen readers as it appears. */
export function Toast({ toast, onClose, dismissLabel }: { toast: ToastContent | null; onClose: () => void; dismissLabel: string }) {
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toast ? (
        <div className="toast">
          <p className="toast-title">{toast.title}</p>
          <p className="toast-text">{toast.text}</p>
          <p className="toast-actions">
            <a href={toast.link.href}>{toast.link.label}</a>
            <button type="button" className="button-link" onClick={onClose}>
              {dismissLabel}
            </button>
          </p>
        </div>
      ) : null}
    </div>
  );
}
