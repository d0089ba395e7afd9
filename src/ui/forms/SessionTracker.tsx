'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { trackPageView } from './browser-storage';
import { ensureVisitorIds } from './visitor-ids';

/** Records each page of the visit for the leads this browser sends (SPEC 7 session data), and sets or renews the visitor's ids. */
export function SessionTracker() {
  const pathname = usePathname();
  useEffect(() => {
    ensureVisitorIds();
    trackPageView(pathname, window.location.search);
  }, [pathname]);
  return null;
}
