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
import { fill } from '../../i18n/fill';
import type { StockKind } from '../../domain/site-config';
import type { SearchQuery } from '../../domain/search/search-query';
import { dropOrphanModels, refineFromForm } from '../../domain/search/state';
import { canonicalSearchUrl, type SearchUrlContext } from '../../domain/search/url';
import type { Locale } from '../../domain/site-config';
import { formEntries, syncControls } from './facet-form-controls';
import { useFilterDrawer } from './FilterDrawer';
import { useFocusAcrossNavigation } from './useFocusAcrossNavigation';
import { useSearchNavigation } from './SearchNavigation';

/** Typing pauses this long before the results follow the keyword. */
const KEYWORD_DEBOUNCE_MS = 400;

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
  const keepingFocus = useFocusAcrossNavigation(formRef, query, busy);
  const apply = useCallback(
    (state: SearchQuery) =>
      keepingFocus(() => nav?.navigate(canonicalSearchUrl(dropOrphanModels({ ...state, page: 1 }, ctx.knownMakes), ctx)) ?? false),
    [nav, ctx, keepingFocus],
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
export function ShowMeButton({ label, template, stockKind }: { label: string; template: string; stockKind: StockKind }) {
  const form = useFacetForm();
  const count = form?.liveCount ?? null;
  const text = count === null || !form ? label : fill(template, { count: count.toLocaleString(form.locale), noun: vehicleNoun(stockKind, count) });
  return (
    <button type="submit" className="button button-primary facet-submit" data-busy={form?.busy || undefined}>
      {text}
    </button>
  );
}
