'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { NotFoundContent } from './NotFoundView';

const NotFoundContext = createContext<NotFoundContent | null>(null);

/**
 * The site layout hands its not-found page's words and links down here, because Next gives the
 * segment's not-found file no params: that file reads them from this context.
 */
export function NotFoundProvider({ value, children }: { value: NotFoundContent; children: ReactNode }) {
  return <NotFoundContext value={value}>{children}</NotFoundContext>;
}

/** The known site's not-found content, or null outside a site's layout (an unknown host). */
export function useNotFoundContent(): NotFoundContent | null {
  return useContext(NotFoundContext);
}
