import { deviceProperties } from '@/domain/visitor/device';
import { ensureVisitorIds } from './visitor-ids';

/**
 * SPEC 7 analytics events, only on sites that configure an events endpoint. The page posts
 * them to its own host (`POST /api/events`), where they are queued and delivered like leads;
 * `keepalive` lets the request finish while the page moves on to the success page. A lost
 * request never blocks the shopper.
 */
export type PageEvent = {
  event: string;
  category?: string;
  lead_id?: string;
  error_message?: string;
  /** Car details and the like; the device and browser details are added here. */
  properties?: Record<string, string | number | boolean | null>;
};

export function recordEvent(enabled: boolean, event: PageEvent): void {
  if (!enabled) return;
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
  void fetch('/api/events', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), keepalive: true }).catch(() => undefined);
}
