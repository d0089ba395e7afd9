import { isOpenStatus, type WorkStatus } from './lead-status';

/**
 * Overdue and critical leads (issue 28): an open lead nobody has worked yet, older than the
 * dealership's thresholds. Defaults: 120 minutes (Dealer Studio's response time) and 24 hours
 * (docs/decisions/038-console-leads.md).
 */
export type LeadThresholds = { overdueMinutes: number; criticalMinutes: number };
export const DEFAULT_THRESHOLDS: LeadThresholds = { overdueMinutes: 120, criticalMinutes: 1440 };

export type LeadMark = 'overdue' | 'critical' | null;

export const LEAD_MARK_LABELS: Record<Exclude<LeadMark, null>, string> = { overdue: 'Overdue', critical: 'Critical' };

export type MarkedLead = { receivedAt: Date; touchedAt: Date | null; status: WorkStatus };

export function leadMark(lead: MarkedLead, now: Date, thresholds: LeadThresholds): LeadMark {
  if (lead.touchedAt !== null || !isOpenStatus(lead.status)) return null;
  const waitingMinutes = (now.getTime() - lead.receivedAt.getTime()) / 60_000;
  if (waitingMinutes > thresholds.criticalMinutes) return 'critical';
  if (waitingMinutes > thresholds.overdueMinutes) return 'overdue';
  return null;
}

export type ThresholdCheck = { ok: true } | { ok: false; field: 'overdueMinutes' | 'criticalMinutes'; message: string };

export function checkThresholds({ overdueMinutes, criticalMinutes }: LeadThresholds): ThresholdCheck {
  if (!Number.isInteger(overdueMinutes) || overdueMinutes < 1) return { ok: false, field: 'overdueMinutes', message: 'Give the overdue time as whole minutes, 1 or more.' };
  if (!Number.isInteger(criticalMinutes) || criticalMinutes <= overdueMinutes) {
    return { ok: false, field: 'criticalMinutes', message: 'The critical time must be longer than the overdue time.' };
  }
  return { ok: true };
}
