'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { sendPageEvents, watchInsightClicks } from '../insights/page-events';
import { rememberReferrer, trackPageView } from './browser-storage';
import { ensureVisitorIds } from './visitor-ids';

/**
 * Records each page of the visit for the leads this browser sends (SPEC 7 session data), sets or
 * renews the visitor's ids, and sends the page's insight events (docs/insights.md) once it is
 * shown: the stored page itself is the same for everyone.
 */
export function SessionTracker() {
  const pathname = usePathname();
  useEffect(() => {
    ensureVisitorIds();
    rememberReferrer(document.referrer);
    trackPageView(pathname, window.location.search);
    sendPageEvents();
    watchInsightClicks();
  }, [pathname]);
  return null;
}
