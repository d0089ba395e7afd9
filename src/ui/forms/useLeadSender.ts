'use client';

import { useRef } from 'react';
import type { LeadSend } from '@/domain/validation/multi-step';
import { newIdempotencyKey, sendCompleteLead, sendLead, type LeadSendResult } from './lead-client';

/**
 * Sends a form's lead, step by step, to the lead API: the token the first step earned goes with
 * every later step, and one idempotency key covers every retry of a submission until the lead
 * is created, so a double click or a retried network call never makes a second lead.
 */
export function useLeadSender() {
  const token = useRef<string | null>(null);
  const idempotencyKey = useRef<string | null>(null);

  return async (send: Exclude<LeadSend, { kind: 'none' }>, body: { lead: Record<string, unknown> }, files: readonly File[]): Promise<LeadSendResult> => {
    idempotencyKey.current ??= newIdempotencyKey();
    const request = { method: send.method, leadId: send.leadId, token: token.current, body, files, idempotencyKey: idempotencyKey.current };
    const result = send.kind === 'complete' ? await sendCompleteLead(request) : await sendLead(request);
    if (!result.ok) return result;
    if (request.method === 'POST') idempotencyKey.current = null;
    token.current = result.token;
    return result;
  };
}
