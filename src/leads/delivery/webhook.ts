import { leadJson } from './lead-json';
import type { LeadMessage } from '../../domain/lead-message';

/**
 * A webhook delivery: one POST of ADF/XML or JSON. The lead id travels as Idempotency-Key and
 * X-Lead-Id, so a receiver that sees the same lead again (a resend after a crash) can drop it.
 * Any answer but 2xx is a failure to retry. Answers what the receiver said, for the console's
 * test lead: its status and the start of its body.
 */
const TIMEOUT_MS = 15_000;
const BODY_SHOWN = 300;

export async function postLeadWebhook(lead: LeadMessage, url: string, format: string, adf: string): Promise<string> {
  const json = format === 'json';
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': json ? 'application/json' : 'application/xml; charset=utf-8',
      'idempotency-key': lead.leadId,
      'x-lead-id': lead.leadId,
      'user-agent': 'Forecourt-Leads/1.0',
    },
    body: json ? JSON.stringify({ lead: leadJson(lead) }) : adf,
    signal: AbortSignal.timeout(TIMEOUT_MS),
    redirect: 'error',
  });
  // Reading the body frees the connection; its start is kept for the console's test lead.
  const body = (await response.text().catch(() => '')).slice(0, BODY_SHOWN).trim();
  const answered = `webhook answered ${response.status}${body ? `: ${body}` : ''}`;
  if (!response.ok) throw new Error(answered);
  return answered;
}
