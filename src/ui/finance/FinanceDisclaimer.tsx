'use client';

import { useId, useState, type ReactNode } from 'react';
import { FINANCE_DISCLAIMER_ANCHOR } from './disclaimer-anchor';

/**
 * SPEC 4: the finance disclaimer toggles in place on click where the site enables content
 * replacement; elsewhere it is a link to the disclaimer further down the page.
 */
export function FinanceDisclaimer({ inPlace, texts, children }: { inPlace: boolean; texts: { show: string; hide: string }; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!inPlace) {
    return (
      <a className="disclaimer-link" href={`#${FINANCE_DISCLAIMER_ANCHOR}`}>
        {texts.show}
      </a>
    );
  }
  return (
    <div className="disclaimer-toggle">
      <button type="button" className="button-link" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? texts.hide : texts.show}
      </button>
      <div id={id} className="disclaimer-text" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
