'use client';

import { ActionForm, type LeadAction } from './ActionForm';

/** Sends the lead to one destination again. */
export function ResendButton({ action, destination }: { action: LeadAction; destination: string }) {
  return <ActionForm action={action} label={`Resend to ${destination}`} submit="Resend" busy="Queuing…" className="console-inline-form" />;
}
