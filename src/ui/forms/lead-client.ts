import type { FieldErrors } from '@/domain/validation/field-errors';

/**
 * The browser's calls to the lead API (docs/api.md). Answers are read defensively: a proxy error
 * page is not JSON, and a failed network is not an answer at all.
 */

export type LeadSendRequest = {
  method: 'POST' | 'PUT';
  leadId: string | null;
  token: string | null;
  body: { lead: Record<string, unknown> };
  files: readonly File[];
  /** One per submission attempt: a retried click gets the lead the first one made. */
  idempotencyKey: string;
};

export type LeadSendResult =
  | { ok: true; id: string; token: string | null; status: string | null }
  | { ok: false; message: string | null; errors: FieldErrors };

type Answer = { id?: unknown; lead_id?: unknown; lead_token?: unknown; lead_status?: unknown; error?: unknown; errors?: unknown };

async function readAnswer(response: Response): Promise<Answer> {
  try {
    const json: unknown = await response.json();
    return typeof json === 'object' && json !== null ? (json as Answer) : {};
  } catch {
    return {};
  }
}

function errorsOf(value: unknown): FieldErrors {
  if (typeof value !== 'object' || value === null) return {};
  const errors: FieldErrors = {};
  for (const [key, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) errors[key] = messages.filter((message): message is string => typeof message === 'string');
  }
  return errors;
}

function request(send: LeadSendRequest): { url: string; init: RequestInit } {
  const base = '/api/leads';
  if (send.method === 'PUT') {
    return {
      url: `${base}/${encodeURIComponent(send.leadId ?? '')}`,
      init: { method: 'PUT', headers: { 'content-type': 'application/json', 'x-lead-token': send.token ?? '' }, body: JSON.stringify(send.body) },
    };
  }
  const headers = { 'idempotency-key': send.idempotencyKey };
  if (send.files.length === 0) {
    return { url: base, init: { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(send.body) } };
  }
  const data = new FormData();
  data.append('lead', JSON.stringify({ ...send.body.lead, has_files: true }));
  for (const file of send.files) data.append('files[]', file, file.name);
  return { url: `${base}/with-files`, init: { method: 'POST', headers, body: data } };
}

export async function sendLead(send: LeadSendRequest): Promise<LeadSendResult> {
  const { url, init } = request(send);
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: 'same-origin' });
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : null, errors: {} };
  }
  const answer = await readAnswer(response);
  const id = answer.id ?? answer.lead_id;
  if (!response.ok || (typeof id !== 'string' && typeof id !== 'number')) {
    return { ok: false, message: typeof answer.error === 'string' ? answer.error : null, errors: errorsOf(answer.errors) };
  }
  return {
    ok: true,
    id: String(id),
    token: typeof answer.lead_token === 'string' ? answer.lead_token : send.token,
    status: typeof answer.lead_status === 'string' ? answer.lead_status : null,
  };
}

/**
 * Sends a lead meant to be Complete. A create retried under an earlier key can be answered with
 * that earlier, still Incomplete lead; it is then completed with an update, so the shopper's final
 * press always completes exactly one lead.
 */
export async function sendCompleteLead(send: LeadSendRequest): Promise<LeadSendResult> {
  const result = await sendLead(send);
  if (!result.ok || send.method === 'PUT' || result.status !== 'Incomplete' || result.token === null) return result;
  return sendLead({ ...send, method: 'PUT', leadId: result.id, token: result.token, files: [] });
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
