'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Messages } from '../../i18n/types';

/** The catalogue sections that client components read; only the sections a page passes reach the browser. */
type ClientSections = Partial<Pick<Messages, 'shortlist' | 'common' | 'accounts' | 'payments' | 'postcode'>>;

const TextsContext = createContext<ClientSections>({});

/**
 * Hands catalogue sections to the client components below it (decision 017: no whole catalogue in
 * the browser). The site layout passes `shortlist` and `common` (the error page's words); account pages add `accounts` and `postcode`, payment pages `payments`. Nested providers add to
 * what the outer one gave.
 */
export function ClientTexts({ sections, children }: { sections: ClientSections; children: ReactNode }) {
  const outer = useContext(TextsContext);
  return <TextsContext.Provider value={{ ...outer, ...sections }}>{children}</TextsContext.Provider>;
}

/** One section of the site's catalogue; a component rendered outside its provider is a programming error. */
export function useTexts<K extends keyof ClientSections>(section: K): NonNullable<ClientSections[K]> {
  const texts = useContext(TextsContext)[section];
  if (!texts) throw new Error(`ClientTexts has no "${section}" section here`);
  return texts;
}
