'use client';

import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useMemo, useTransition, type MouseEvent, type ReactNode } from 'react';

type SearchNavigationValue = {
  /** Client-side navigation to a search URL; the server renders the new results. False when already there. */
  navigate: (url: string, options?: { scroll?: boolean }) => boolean;
  busy: boolean;
};

const SearchNavigationContext = createContext<SearchNavigationValue | null>(null);

export function useSearchNavigation(): SearchNavigationValue | null {
  return useContext(SearchNavigationContext);
}

/** Canonical search URLs always live under /search/ (src/domain/search/url.ts canonicalSearchPath). */
function searchHref(anchor: HTMLAnchorElement): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || !url.pathname.startsWith('/search/')) return null;
  return `${url.pathname}${url.search}`;
}

/**
 * The search page with JavaScript: links that stay on search (chips, sort, tiles, pagination) and
 * the filter form navigate through the Next router, so only the results are fetched and rendered
 * again, the URL stays the page's canonical URL and Back/Forward walk through the refinements.
 * Without JavaScript every one of them is still a real link or a GET form.
 */
export function SearchNavigation({ children, className }: { children: ReactNode; className?: string }) {
  const router = useRouter();
  const [busy, startTransition] = useTransition();

  const navigate = useCallback(
    (url: string, options?: { scroll?: boolean }) => {
      const here = `${window.location.pathname}${window.location.search}`;
      if (url === here) return false;
      startTransition(() => router.push(url, { scroll: options?.scroll ?? false }));
      return true;
    },
    [router],
  );

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const href = searchHref(anchor);
    if (href === null) return;
    event.preventDefault();
    // A new page of results starts at the top; other refinements keep the shopper's place.
    navigate(href, { scroll: anchor.closest('.pagination') !== null });
  };

  const value = useMemo(() => ({ navigate, busy }), [navigate, busy]);
  return (
    <SearchNavigationContext.Provider value={value}>
      {/* Clicks are delegated from real links, which stay keyboard-operable on their own. */}
      <div className={className} onClick={onClick} data-busy={busy || undefined}>
        {children}
      </div>
    </SearchNavigationContext.Provider>
  );
}
