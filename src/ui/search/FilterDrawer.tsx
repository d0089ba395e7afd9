'use client';

import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { MOBILE_QUERY } from '../../domain/breakpoints';
import { trapTab } from '../dialog/focus-trap';

/** SPEC 9: lg 992px is also the mobile check; below it the filters are a drawer. */
const DRAWER_QUERY = MOBILE_QUERY;
/** The body marker SPEC 4 asks for while a drawer is open. */
export const MODAL_OPEN_CLASS = 'modal-open';

type FilterDrawerValue = { overlay: boolean; close: () => void };
const FilterDrawerContext = createContext<FilterDrawerValue | null>(null);

export function useFilterDrawer(): FilterDrawerValue | null {
  return useContext(FilterDrawerContext);
}

function subscribeNarrow(onChange: () => void): () => void {
  const query = window.matchMedia(DRAWER_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * Whether the shopper last left the drawer open. A refinement that changes the path (/search/kia)
 * renders the page afresh, and the drawer should stay as the shopper left it; a full page load
 * starts from closed again with a fresh module.
 */
let rememberedOpen = false;


/**
 * The filter panel. The server renders it open, which is what a phone without JavaScript shows.
 * With JavaScript, below 992px it starts closed and opens as a full-height drawer with a close
 * button, Escape and a focus trap; from 992px up it is the side panel, always open.
 */
export function FilterDrawer({ children, toggleLabel, closeLabel }: { children: ReactNode; toggleLabel: string; closeLabel: string }) {
  // Server and hydration render as wide (open), so the HTML matches; the real width follows at once.
  const narrow = useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia(DRAWER_QUERY).matches,
    () => false,
  );
  const [chosen, setChosen] = useState(() => rememberedOpen);
  const open = narrow ? chosen : true;
  const overlay = narrow && open;
  const summaryRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusClose = useRef(false);

  useEffect(() => {
    if (!overlay) return;
    document.body.classList.add(MODAL_OPEN_CLASS);
    // Only when the shopper opened it: a drawer rendered open again after a refinement leaves
    // focus where the form put it back.
    if (focusClose.current) panelRef.current?.querySelector<HTMLElement>('.filter-drawer-close')?.focus();
    focusClose.current = false;
    return () => document.body.classList.remove(MODAL_OPEN_CLASS);
  }, [overlay]);

  const value = useMemo<FilterDrawerValue>(
    () => ({
      overlay,
      close: () => {
        if (!overlay) return;
        rememberedOpen = false;
        setChosen(false);
        summaryRef.current?.focus();
      },
    }),
    [overlay],
  );

  // Escape is heard on the document, so it closes the drawer wherever focus is (even on the toggle).
  useEffect(() => {
    if (!overlay) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      value.close();
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [overlay, value]);

  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (!narrow) return;
    const isOpen = event.currentTarget.open;
    rememberedOpen = isOpen;
    focusClose.current = isOpen && !chosen;
    setChosen(isOpen);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (overlay && panelRef.current) trapTab(event, panelRef.current);
  };

  return (
    <FilterDrawerContext.Provider value={value}>
      <details className={`filter-drawer${narrow ? ' is-drawer' : ''}`} open={open} onToggle={onToggle}>
        <summary ref={summaryRef} className="button button-ghost filter-drawer-toggle">
          {toggleLabel}
        </summary>
        <div
          ref={panelRef}
          className="filter-drawer-panel"
          role={overlay ? 'dialog' : undefined}
          aria-modal={overlay || undefined}
          aria-label={overlay ? toggleLabel : undefined}
          onKeyDown={onKeyDown}
        >
          {overlay ? (
            <div className="filter-drawer-head">
              <h2>{toggleLabel}</h2>
              <button type="button" className="filter-drawer-close" aria-label={closeLabel} onClick={value.close}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
          ) : null}
          {children}
        </div>
      </details>
    </FilterDrawerContext.Provider>
  );
}
