'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { vehicleNoun } from '../../domain/locale';
import type { StockKind } from '../../domain/site-config';
import type { SearchQuery } from '../../domain/search-query';
import { isRangeFacet, isValueFacet } from '../../search/parse';
import { dropOrphanModels, refineFromForm } from '../../search/state';
import { canonicalSearchUrl, type SearchUrlContext } from '../../search/url';
import type { Locale } from '../../domain/site-config';
import { useFilterDrawer } from './FilterDrawer';
import { useSearchNavigation } from './SearchNavigation';

/**
 * The control that had focus when a refinement started. A refinement that changes the path renders
 * the page afresh, which would drop a keyboard user's place; the form puts focus back after it.
 */
let focusAfterNavigation: string | null = null;

/** Typing pauses this long before the results follow the keyword. */
export const KEYWORD_DEBOUNCE_MS = 400;

type FacetFormValue = {
  query: SearchQuery;
  ctx: SearchUrlContext;
  locale: Locale;
  /** The canonical URL of the state on screen; a live count is only good while it is current. */
  currentUrl: string;
  /** The state the form describes right now, including edits not applied yet. */
  formState: () => SearchQuery;
  apply: (state: SearchQuery) => void;
  liveCount: number | null;
  setLiveCount: (count: number | null) => void;
  busy: boolean;
};

const FacetFormContext = createContext<FacetFormValue | null>(null);

export function useFacetForm(): FacetFormValue | null {
  return useContext(FacetFormContext);
}

function controlNames(form: HTMLFormElement): Set<string> {
  const names = new Set<string>();
  for (const el of Array.from(form.elements)) {
    const name = (el as HTMLInputElement).name;
    if (name) names.add(name);
  }
  return names;
}

/** The form's controls, for refineFromForm: what the form can say, and what it says now. */
function formEntries(form: HTMLFormElement): { pairs: [string, string][]; controls: Set<string> } {
  const pairs: [string, string][] = [];
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') pairs.push([key, value]);
  return { pairs, controls: controlNames(form) };
}

/** Puts the controls back in step with the state on screen (after Back/Forward, or a link). */
function syncControls(form: HTMLFormElement, query: SearchQuery): void {
  for (const el of Array.from(form.elements)) {
    if (el instanceof HTMLInputElement && el.type === 'checkbox' && isValueFacet(el.name)) {
      el.checked = (query.filters[el.name] ?? []).includes(el.value);
    } else if (el instanceof HTMLSelectElement && isRangeFacet(el.name)) {
      const range = query.ranges[el.name];
      const match = Array.from(el.options).find((o) => {
        const m = /^(>=|<=)(-?\d+)$/.exec(o.value);
        if (!m || !range) return false;
        return Number(m[2]) === (m[1] === '>=' ? range.min : range.max);
      });
      el.value = match?.value ?? '';
    } else if (el instanceof HTMLInputElement && el.name === 'query' && el !== document.activeElement) {
      el.value = query.query;
    }
  }
}

/**
 * The facet form with JavaScript: every change refines the results at once (the keyword after a
 * pause or on Enter) through the router, at the state's canonical URL. Without JavaScript it is
 * the same GET form, sent with its submit button.
 */
export function LiveFacetForm({
  ctx,
  query,
  locale,
  className,
  action,
  label,
  children,
}: {
  ctx: SearchUrlContext;
  query: SearchQuery;
  locale: Locale;
  className: string;
  action: string;
  label: string;
  children: ReactNode;
}) {
  const nav = useSearchNavigation();
  const drawer = useFilterDrawer();
  const formRef = useRef<HTMLFormElement>(null);
  const keywordTimer = useRef<number | undefined>(undefined);
  const currentUrl = canonicalSearchUrl(query, ctx);
  const [live, setLive] = useState<{ forUrl: string; count: number } | null>(null);
  const busy = nav?.busy ?? false;

  const formState = useCallback(() => {
    if (!formRef.current) return query;
    const { pairs, controls } = formEntries(formRef.current);
    return refineFromForm(query, pairs, controls);
  }, [query]);
  const apply = useCallback(
    (state: SearchQuery) => {
      const active = document.activeElement;
      const id = active instanceof HTMLElement && formRef.current?.contains(active) ? active.id : '';
      const moved = nav?.navigate(canonicalSearchUrl(dropOrphanModels({ ...state, page: 1 }, ctx.knownMakes), ctx)) ?? false;
      focusAfterNavigation = moved && id !== '' ? id : null;
    },
    [nav, ctx],
  );
  const setLiveCount = useCallback(
    (count: number | null) => setLive(count === null ? null : { forUrl: currentUrl, count }),
    [currentUrl],
  );

  useEffect(() => {
    // While a navigation is under way the controls show what the shopper has just picked.
    if (busy || !formRef.current) return;
    syncControls(formRef.current, query);
  }, [query, busy]);

  useEffect(() => {
    if (busy || focusAfterNavigation === null) return;
    const el = document.getElementById(focusAfterNavigation);
    focusAfterNavigation = null;
    if (el && el !== document.activeElement && formRef.current?.contains(el)) el.focus({ preventScroll: true });
  }, [query, busy]);

  useEffect(() => () => window.clearTimeout(keywordTimer.current), []);

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const el = event.target as HTMLInputElement | HTMLSelectElement;
    // The keyword follows its own timer; unnamed controls (the slider's thumbs) apply themselves.
    if (!el.name || el.name === 'query' || !nav) return;
    apply(formState());
  };

  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const el = event.target as HTMLInputElement;
    if (el.name !== 'query' || !nav) return;
    window.clearTimeout(keywordTimer.current);
    keywordTimer.current = window.setTimeout(() => apply(formState()), KEYWORD_DEBOUNCE_MS);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!nav) return;
    event.preventDefault();
    window.clearTimeout(keywordTimer.current);
    apply(formState());
    drawer?.close();
  };

  const value = useMemo<FacetFormValue>(
    () => ({
      query,
      ctx,
      locale,
      currentUrl,
      formState,
      apply,
      liveCount: live && live.forUrl === currentUrl ? live.count : null,
      setLiveCount,
      busy,
    }),
    [query, ctx, locale, currentUrl, formState, apply, live, setLiveCount, busy],
  );

  return (
    <FacetFormContext.Provider value={value}>
      <form
        ref={formRef}
        className={className}
        action={action}
        method="get"
        aria-label={label}
        data-facet-form
        onChange={onChange}
        onInput={onInput}
        onSubmit={onSubmit}
      >
        {children}
      </form>
    </FacetFormContext.Provider>
  );
}

/**
 * The form's submit button, 'Show Me {count} {vehicle noun}' (SPEC 2 and 9). While the price
 * thumbs move it counts the range under them before it is applied.
 */
export function ShowMeButton({ label, stockKind }: { label: string; stockKind: StockKind }) {
  const form = useFacetForm();
  const count = form?.liveCount ?? null;
  const text = count === null || !form ? label : `Show Me ${count.toLocaleString(form.locale)} ${vehicleNoun(stockKind, count)}`;
  return (
    <button type="submit" className="button button-primary facet-submit" data-busy={form?.busy || undefined}>
      {text}
    </button>
  );
}
