'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { trapTab } from '../dialog/focus-trap';
import { Icon } from '../icons/Icon';
import { MODAL_OPEN_CLASS } from '../search/FilterDrawer';

/**
 * The side drawer of SPEC 2 (`mobileMenu: drawer`): while open the body carries the modal-open
 * marker, focus stays inside, and Escape, the close button, the backdrop or choosing a link close it.
 */
export function MobileDrawer({ children, openLabel, closeLabel, navLabel }: { children: ReactNode; openLabel: string; closeLabel: string; navLabel: string }) {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    document.body.classList.add(MODAL_OPEN_CLASS);
    panelRef.current?.querySelector<HTMLElement>('.drawer-close')?.focus();
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onEscape);
    return () => {
      document.body.classList.remove(MODAL_OPEN_CLASS);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('a[href]')) setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (panelRef.current) trapTab(event, panelRef.current);
  };

  return (
    <div className="mobile-drawer">
      <button ref={toggleRef} type="button" className="mobile-drawer-toggle" aria-expanded={open} aria-controls="mobile-drawer-panel" aria-label={openLabel} onClick={() => setOpen(true)}>
        <Icon name="menu" size={24} />
      </button>
      {open ? <div className="drawer-backdrop" aria-hidden="true" onClick={close} /> : null}
      <div
        id="mobile-drawer-panel"
        ref={panelRef}
        className="drawer-panel"
        role="dialog"
        aria-modal="true"
        aria-label={navLabel}
        hidden={!open}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <button type="button" className="drawer-close" aria-label={closeLabel} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
        <nav aria-label={navLabel}>{children}</nav>
      </div>
    </div>
  );
}
