'use client';

import { Icon } from '../icons/Icon';

export function ScrollToTop({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="scroll-top"
      onClick={() =>
        window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
      }
    >
      <Icon name="up" /> {label}
    </button>
  );
}
