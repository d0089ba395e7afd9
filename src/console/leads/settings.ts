import 'server-only';
import type { Db } from '../../db/client';
import { inboxChoices } from '../../db/queries/console-leads';
import { leadSettingsOf, saveLeadSettings, type LeadSettingsRow } from '../../db/queries/console-lead-work';
import { replaceRotation, rotationsOf } from '../../db/queries/lead-notices';
import { authorize, type StaffActor } from '../../domain/console/access';
import { checkThresholds, DEFAULT_THRESHOLDS } from '../../domain/console/lead-marks';
import { DEFAULT_REPLY, unknownTokens } from '../../domain/console/reply-template';
import { ValidationError } from '../../lib/errors';
import { recordAudit } from '../audit';
import { leadKinds } from './labels';

/**
 * A dealership's lead settings (issue 28), for its managers: the overdue and critical times, the
 * new-lead notice to managers, and per lead kind the turn of automatic assignment and the
 * automatic reply (off until switched on).
 */
type KindSettings = { kind: string; label: string; rotation: number[]; reply: { enabled: boolean; subject: string; body: string } };
export type LeadSettingsView = {
  dealershipId: number;
  overdueMinutes: number;
  criticalMinutes: number;
  notifyManagers: boolean;
  kinds: KindSettings[];
  staff: { id: number; name: string }[];
};

export async function getLeadSettings(db: Db, actor: StaffActor, dealershipId: number): Promise<LeadSettingsView> {
  authorize(actor, 'leads.settings', dealershipId);
  const [settings, rotations, choices] = await Promise.all([leadSettingsOf(db, [dealershipId]), rotationsOf(db, dealershipId), inboxChoices(db, [dealershipId])]);
  const row = settings.get(dealershipId);
  return {
    dealershipId,
    overdueMinutes: row?.overdueMinutes ?? DEFAULT_THRESHOLDS.overdueMinutes,
    criticalMinutes: row?.criticalMinutes ?? DEFAULT_THRESHOLDS.criticalMinutes,
    notifyManagers: row?.notifyManagers ?? true,
    kinds: leadKinds().map(({ value, label }) => ({
      kind: value,
      label,
      rotation: rotations.filter((r) => r.category === value).map((r) => r.staff_id),
      reply: row?.autoReplies[value] ?? { enabled: false, ...DEFAULT_REPLY },
    })),
    staff: choices.staff.map((person) => ({ id: person.id, name: person.name })),
  };
}

const INVALID = 'Check the highlighted fields.';

/** The settings form as posted: numbers as text, checkboxes present or not, per kind `rotation.{kind}` (several) and `reply.{kind}.*`. */
export type SettingsForm = { get: (name: string) => string | null; getAll: (name: string) => string[] };

export async function updateLeadSettings(db: Db, actor: StaffActor, dealershipId: number, form: SettingsForm): Promise<void> {
  const before = await getLeadSettings(db, actor, dealershipId);
  const errors: Record<string, string[]> = {};
  const overdueMinutes = Number(form.get('overdueMinutes'));
  const criticalMinutes = Number(form.get('criticalMinutes'));
  const thresholds = checkThresholds({ overdueMinutes, criticalMinutes });
  if (!thresholds.ok) errors[thresholds.field] = [thresholds.message];
  const members = new Set(before.staff.map((person) => person.id));
  const autoReplies: LeadSettingsRow['autoReplies'] = {};
  const rotations = new Map<string, number[]>();
  for (const { kind } of before.kinds) {
    const rotation = form.getAll(`rotation.${kind}`).map(Number);
    if (rotation.some((id) => !members.has(id))) errors[`rotation.${kind}`] = ['Choose people who work at this dealership.'];
    rotations.set(kind, [...new Set(rotation)]);
    const subject = (form.get(`reply.${kind}.subject`) ?? '').trim();
    const body = (form.get(`reply.${kind}.body`) ?? '').trim();
    const enabled = form.get(`reply.${kind}.enabled`) === 'on';
    const unknown = unknownTokens(`${subject} ${body}`);
    if (unknown.length > 0) errors[`reply.${kind}.body`] = [`These are not tokens we fill: ${unknown.map((t) => `{${t}}`).join(', ')}. Use {first_name}, {car}, {dealership} or {phone}.`];
    if (enabled && (subject === '' || body === '')) errors[`reply.${kind}.body`] = ['An automatic reply needs a subject and a message.'];
    if (subject.length > 200) errors[`reply.${kind}.subject`] = ['Keep the subject under 200 characters.'];
    if (body.length > 4000) errors[`reply.${kind}.body`] = ['Keep the message under 4,000 characters.'];
    autoReplies[kind] = { enabled, subject: subject || DEFAULT_REPLY.subject, body: body || DEFAULT_REPLY.body };
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(INVALID, errors);
  const after = { overdueMinutes, criticalMinutes, notifyManagers: form.get('notifyManagers') === 'on', autoReplies };
  await db.transaction(async (tx) => {
    await saveLeadSettings(tx, dealershipId, after);
    for (const [kind, staffIds] of rotations) await replaceRotation(tx, dealershipId, kind, staffIds);
    await recordAudit(tx, actor, {
      dealershipId,
      action: 'leads.settings',
      entity: 'dealership',
      entityId: dealershipId,
      before: { ...before, staff: undefined },
      after: { ...after, rotations: Object.fromEntries(rotations) },
    });
  });
}
