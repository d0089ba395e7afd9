/**
 * SPEC 7 analytics event after a completed lead, only on sites that configure an events endpoint.
 * Sent as a beacon so leaving for the success page does not cancel it; a lost event never blocks a lead.
 */
export type LeadEvent = { event: string; website_slug: string; url: string; category: string; lead_id: string; event_properties: Record<string, string> };

export function recordLeadEvent(endpoint: string | null, event: LeadEvent): void {
  if (endpoint === null || typeof navigator.sendBeacon !== 'function') return;
  navigator.sendBeacon(endpoint, new Blob([JSON.stringify(event)], { type: 'application/json' }));
}
