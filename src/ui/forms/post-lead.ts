import type { LeadCreated } from '../../domain/car-lead';

export type LeadPostResult =
  | { ok: true; created: LeadCreated }
  | { ok: false; fieldErrors: Record<string, string> };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Field messages of a 422 answer (`{errors:{field:message}}`), tolerating lists of messages. */
export function answerFieldErrors(body: unknown): Record<string, string> {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const messages: Record<string, string> = {};
  for (const [field, value] of Object.entries(body.errors)) {
    const message = Array.isArray(value) ? value[0] : value;
    if (typeof message === 'string') messages[field.replace(/^lead\./, '')] = message;
  }
  return messages;
}

/** POST a lead body to /api/leads; a network failure or any non-201 answer is a failed send. */
export async function postLead(body: unknown, fetcher: typeof fetch = fetch): Promise<LeadPostResult> {
  try {
    const response = await fetcher('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const answer: unknown = await response.json().catch(() => null);
    if (response.status === 201 && isRecord(answer) && (typeof answer.id === 'number' || typeof answer.id === 'string')) {
      return { ok: true, created: answer as LeadCreated };
    }
    return { ok: false, fieldErrors: response.status === 422 ? answerFieldErrors(answer) : {} };
  } catch {
    return { ok: false, fieldErrors: {} };
  }
}
