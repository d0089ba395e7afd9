'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { trackPageView } from './browser-storage';

/** Records each page of the visit for the leads this browser sends (SPEC 7 session data). */
export function SessionTracker() {
  const pathname = usePathname();
  useEffect(() => {
    trackPageView(pathname, window.location.search);
  }, [pathname]);
  return null;
}
