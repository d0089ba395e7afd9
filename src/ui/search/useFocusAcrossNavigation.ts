'use client';

import { useCallback, useEffect, type RefObject } from 'react';
import type { SearchQuery } from '../../domain/search/search-query';

/**
 * The control that had focus when a refinement started. A refinement that changes the path renders
 * the page afresh, which would drop a keyboard user's place; the form puts focus back after it.
 * Module state, because the form itself may be a new instance after the navigation.
 */
let focusAfterNavigation: string | null = null;

/**
 * Wraps a navigation so that the form control that had focus gets it back once the new results
 * are on screen (the query has changed and nothing is loading any more).
 */
export function useFocusAcrossNavigation(formRef: RefObject<HTMLFormElement | null>, query: SearchQuery, busy: boolean) {
  useEffect(() => {
    if (busy || focusAfterNavigation === null) return;
    const el = document.getElementById(focusAfterNavigation);
    focusAfterNavigation = null;
    if (el && el !== document.activeElement && formRef.current?.contains(el)) el.focus({ preventScroll: true });
  }, [formRef, query, busy]);

  return useCallback(
    (navigate: () => boolean) => {
      const active = document.activeElement;
      const id = active instanceof HTMLElement && formRef.current?.contains(active) ? active.id : '';
      const moved = navigate();
      focusAfterNavigation = moved && id !== '' ? id : null;
    },
    [formRef],
  );
}
