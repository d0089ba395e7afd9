'use client';

import { useState } from 'react';
import { COMPARE_LIMIT_MESSAGE, COMPARE_MAX, toggleCompare } from '../../domain/compare';
import { fill } from '../../i18n/fill';
import { useTexts } from '../i18n/ClientTexts';
import { useHydrated } from '../storage/browser-store';
import { compareStore, useCompareSelection } from './compare-store';

export type CompareToggleProps = {
  carId: number;
  name: string;
  /** The same rule as saving (SPEC 5: hidden for non-available cars), worked out on the server. */
  addAllowed: boolean;
};

/** Adds a car to or removes it from the compare selection; a fifth car is refused with the reason. */
export function CompareToggle({ carId, name, addAllowed }: CompareToggleProps) {
  const texts = useTexts('shortlist');
  const hydrated = useHydrated();
  const selection = useCompareSelection();
  const [refused, setRefused] = useState(false);
  const selected = selection.includes(carId);
  // The reason stays only while it is still true: removing a car elsewhere makes room again.
  const showLimit = refused && !selected && selection.length >= COMPARE_MAX;
  if (!hydrated || !(selected || addAllowed)) return null;
  const onClick = () => {
    const { list, outcome } = toggleCompare(compareStore.getSnapshot(), carId);
    setRefused(outcome === 'full');
    if (outcome !== 'full') compareStore.update(() => list);
  };
  return (
    <span className="compare-toggle-wrap">
      <button
        type="button"
        className="compare-toggle"
        aria-pressed={selected}
        aria-label={fill(selected ? texts.uncompareCar : texts.compareCar, { name })}
        onClick={onClick}
      >
        <span aria-hidden="true" className="compare-toggle-box">
          {selected ? '✓' : '+'}
        </span>
        <span aria-hidden="true">{texts.compare}</span>
      </button>
      <span role="status" className={showLimit ? 'compare-limit' : 'visually-hidden'}>
        {showLimit ? COMPARE_LIMIT_MESSAGE : ''}
      </span>
    </span>
  );
}
