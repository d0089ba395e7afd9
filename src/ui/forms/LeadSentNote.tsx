'use client';

import { useEffect, useRef } from 'react';
import type { SuccessText } from '@/forms/success';

/**
 * What a form in a dialog shows once its lead is sent: the success page's words, in place.
 * The submit button that had focus is gone, so focus moves to the heading, which also announces it.
 */
export function LeadSentNote({ text, onDone, closeLabel }: { text: SuccessText; onDone: () => void; closeLabel: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="lead-sent">
      <h3 ref={heading} tabIndex={-1}>
        {text.heading}
      </h3>
      <p className="success-next">{text.next}</p>
      <button type="button" className="button button-primary" onClick={onDone}>
        {closeLabel}
      </button>
    </div>
  );
}
