'use client';

import { useEffect, useRef, useState } from 'react';
import type { CarType, Locale } from '../../domain/site-config';
import { fetchData } from '../data/fetch-data';
import { toSuggestions, type Suggestion } from './suggestions';

/** Suggestions follow the typing after this pause. */
const SUGGEST_DEBOUNCE_MS = 200;
const SUGGESTION_COUNT = 5;

export type SuggestionStatus = 'idle' | 'loading' | 'done' | 'error';

/**
 * The site search box's suggestions from GET /api/search: debounced, and each request aborts the
 * one before it, so a slow answer for 'sp' never replaces the list for 'spor'. `onList` runs when
 * a new list arrives (the box then clears its highlight).
 */
export function useSuggestions(locale: Locale, conditions: Readonly<Record<CarType, string>>, onList: () => void) {
  const [items, setItems] = useState<Suggestion[]>([]);
  const [status, setStatus] = useState<SuggestionStatus>('idle');
  const timer = useRef<number | undefined>(undefined);
  const request = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      request.current?.abort();
    },
    [],
  );

  const suggest = (value: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(async () => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      setStatus('loading');
      // SPEC 7: the site search box lists by the dealer's custom rank, not newest first.
      const params = new URLSearchParams({ hitsPerPage: String(SUGGESTION_COUNT), sort: 'rank' });
      if (value.trim() !== '') params.set('query', value.trim());
      try {
        const answer = await fetchData(`/api/search?${params.toString()}`, controller.signal);
        if (answer === false) throw new Error('the search API failed after its retries');
        const next = toSuggestions(answer, locale, conditions);
        if (controller.signal.aborted) return;
        setItems(next);
        onList();
        setStatus('done');
      } catch {
        if (!controller.signal.aborted) setStatus('error');
      }
    }, SUGGEST_DEBOUNCE_MS);
  };

  const reset = () => {
    setItems([]);
    setStatus('idle');
  };

  return { items, status, suggest, reset };
}
