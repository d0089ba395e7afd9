import type { AnalyticsEventPayload } from '../domain/visitor/event';

/**
 * One POST of a SPEC 7 event to its site's events endpoint. The event's id travels as
 * Idempotency-Key, so a receiver that sees it again (a resend after a crash) can drop it. Any
 * answer but 2xx is a failure to retry.
 */
const TIMEOUT_MS = 10_000;

export async function postAnalyticsEvent(endpoint: string, eventId: string, payload: AnalyticsEventPayload): Promise<void> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': eventId, 'user-agent': 'Forecourt-Events/1.0' },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(TIMEOUT_MS),
    redirect: 'error',
  });
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`events endpoint answered ${response.status}`);
}
