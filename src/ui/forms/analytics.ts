import { deviceProperties } from '@/domain/visitor/device';
import { visitSource } from './browser-storage';
import { ensureVisitorIds } from './visitor-ids';

/**
 * SPEC 7 analytics events. The page posts them to its own host (`POST /api/events`), where they
 * are queued and delivered like leads to a site's events endpoint, and kept for the site's
 * insights (docs/insights.md); `keepalive` lets the request finish while the page moves on to the
 * success page. Nothing waits for the answer: a lost request never blocks the shopper. The answer's
 * body is still read, because Chromium keeps a request whose body nobody reads open, and an open
 * request on every page would hold off anything that waits for the network to go quiet.
 */
export type PageEvent = {
  event: string;
  category?: string;
  lead_id?: string;
  error_message?: string;
  /** Car details and the like; the device and browser details are added here. */
  properties?: Record<string, string | number | boolean | null>;
};

export function recordEvent(event: PageEvent): void {
  const ids = ensureVisitorIds();
  const body = {
    event: event.event,
    url: window.location.href,
    category: event.category ?? null,
    lead_id: event.lead_id ?? null,
    anon_id: ids.anonId,
    session_id: ids.sessionId,
    error_message: event.error_message ?? null,
    event_properties: {
      ...visitSource(),
      ...event.properties,
      ...deviceProperties({
        userAgent: navigator.userAgent,
        language: navigator.language,
        screenWidth: window.screen.width,
        screenHeight: window.screen.height,
        viewportWidth: window.innerWidth,
        touch: navigator.maxTouchPoints > 0,
      }),
    },
  };
  void fetch('/api/events', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), keepalive: true })
    .then((answer) => answer.arrayBuffer())
    .catch(() => undefined);
}
