/**
 * The console's lead pipeline (issue 28): new → contacted → appointment → sold or lost. A lead
 * may move to any other status but back to new (once worked, it was answered); lost needs a
 * reason. The dealer API's acknowledgement is the same state: an acknowledged lead has left new
 * (docs/decisions/038-console-leads.md).
 */
export const WORK_STATUSES = ['new', 'contacted', 'appointment', 'sold', 'lost'] as const;
export type WorkStatus = (typeof WORK_STATUSES)[number];

export const WORK_STATUS_LABELS: Record<WorkStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  appointment: 'Appointment',
  sold: 'Sold',
  lost: 'Lost',
};

export function isWorkStatus(value: string): value is WorkStatus {
  return (WORK_STATUSES as readonly string[]).includes(value);
}

/** Sold and lost leads are closed: no longer marked overdue. */
export function isOpenStatus(status: WorkStatus): boolean {
  return status !== 'sold' && status !== 'lost';
}

export type StatusChange = { ok: true } | { ok: false; field: 'status' | 'lostReason'; message: string };

export function checkStatusChange(from: WorkStatus, to: WorkStatus, lostReason: string | null): StatusChange {
  if (from === to) return { ok: false, field: 'status', message: `The lead is already ${WORK_STATUS_LABELS[to].toLowerCase()}.` };
  if (to === 'new') return { ok: false, field: 'status', message: 'A lead that has been worked cannot go back to new.' };
  if (to === 'lost' && (lostReason ?? '').trim() === '') return { ok: false, field: 'lostReason', message: 'Say why the lead was lost.' };
  return { ok: true };
}

