import 'server-only';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queueConsoleEmail } from '../../db/queries/console-emails';
import { insertNote, insertTask, isStaffOf, requeueDelivery, setLeadAssignee, setLeadStatus, setTaskDone, staffEmail, touchLead } from '../../db/queries/console-lead-work';
import { authorize, ConsoleNotFoundError, type StaffActor } from '../../domain/console/access';
import { checkStatusChange, isWorkStatus, WORK_STATUSES } from '../../domain/console/lead-status';
import { fieldErrors } from '../../domain/validation/field-errors';
import { ValidationError } from '../../lib/errors';
import { wakeLeadDelivery } from '../../leads/delivery/runtime';
import { toLeadMessage } from '../../db/queries/lead-messages';
import { assignmentEmail } from '../../leads/notices/messages';
import { recordAudit } from '../audit';
import { findLeadFor } from './lead-page';
import { wakeConsoleMail } from '../../leads/notices/runtime';

/**
 * Working a lead (issue 28): status, assignment, notes, tasks and resending a delivery. Each
 * checks the actor's role at the lead's dealership, writes in one transaction with its audit
 * entry, and marks the lead touched.
 */

const INVALID = 'Check the highlighted fields.';

function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new ValidationError(INVALID, fieldErrors(parsed.error));
  return parsed.data;
}

const statusInputSchema = z.object({
  status: z.enum(WORK_STATUSES, { error: 'Choose a status.' }),
  lostReason: z.string().trim().max(500, 'Keep the reason under 500 characters.').optional(),
});

export async function changeStatus(db: Db, actor: StaffActor, leadId: string, input: unknown): Promise<void> {
  const { row } = await findLeadFor(db, actor, leadId);
  authorize(actor, 'leads.work', row.dealership_id);
  const { status, lostReason } = parse(statusInputSchema, input);
  const from = isWorkStatus(row.work_status) ? row.work_status : 'new';
  const check = checkStatusChange(from, status, lostReason ?? null);
  if (!check.ok) throw new ValidationError(check.message, { [check.field]: [check.message] });
  await db.transaction(async (tx) => {
    await setLeadStatus(tx, row.id, status, lostReason ?? null);
    await recordAudit(tx, actor, { dealershipId: row.dealership_id, action: 'lead.status', entity: 'lead', entityId: row.lead_id, before: { status: from }, after: { status, lostReason: status === 'lost' ? lostReason : undefined } });
  });
}

const assignInputSchema = z.object({
  staffId: z.union([z.literal(''), z.coerce.number().int().positive()], { error: 'Choose a person.' }),
});

/** Gives the lead to a colleague at its dealership (or to nobody), and emails them through the console outbox. */
export async function assignLead(db: Db, actor: StaffActor, leadId: string, input: unknown, consoleOrigin: string | null): Promise<void> {
  const { row } = await findLeadFor(db, actor, leadId);
  authorize(actor, 'leads.assign', row.dealership_id);
  const { staffId } = parse(assignInputSchema, input);
  const to = staffId === '' ? null : staffId;
  if (to !== null && !(await isStaffOf(db, to, row.dealership_id))) {
    throw new ValidationError(INVALID, { staffId: ['Choose someone who works at this dealership.'] });
  }
  let queued = false;
  await db.transaction(async (tx) => {
    await setLeadAssignee(tx, row.id, to);
    await recordAudit(tx, actor, { dealershipId: row.dealership_id, action: 'lead.assign', entity: 'lead', entityId: row.lead_id, before: { staffId: row.assigned_staff_id }, after: { staffId: to } });
    const person = to !== null && to !== row.assigned_staff_id ? await staffEmail(tx, to) : null;
    if (to !== null && person) {
      const lead = { ...toLeadMessage(row), id: row.id, dealershipId: row.dealership_id };
      queued = await queueConsoleEmail(tx, assignmentEmail(lead, { id: to, ...person }, consoleOrigin, `${actor.staffId}.${Date.now()}`));
    }
  });
  if (queued) wakeConsoleMail();
}

const noteInputSchema = z.object({ body: z.string().trim().min(1, 'Write the note.').max(4000, 'Keep the note under 4,000 characters.') });

export async function addNote(db: Db, actor: StaffActor, leadId: string, input: unknown): Promise<void> {
  const { row } = await findLeadFor(db, actor, leadId);
  authorize(actor, 'leads.work', row.dealership_id);
  const { body } = parse(noteInputSchema, input);
  await db.transaction(async (tx) => {
    const id = await insertNote(tx, row.id, actor.staffId, body);
    await touchLead(tx, row.id);
    await recordAudit(tx, actor, { dealershipId: row.dealership_id, action: 'lead.note', entity: 'lead', entityId: row.lead_id, after: { noteId: id, body } });
  });
}

const taskInputSchema = z.object({
  title: z.string().trim().min(1, 'Say what is to be done.').max(200, 'Keep the task under 200 characters.'),
  dueAt: z.iso.datetime({ local: true, error: 'Give a due date and time.' }),
  assigneeStaffId: z.union([z.literal(''), z.coerce.number().int().positive()]).optional(),
});

export async function addTask(db: Db, actor: StaffActor, leadId: string, input: unknown): Promise<void> {
  const { row } = await findLeadFor(db, actor, leadId);
  authorize(actor, 'leads.work', row.dealership_id);
  const task = parse(taskInputSchema, input);
  const assignee = task.assigneeStaffId === undefined || task.assigneeStaffId === '' ? actor.staffId : task.assigneeStaffId;
  if (assignee !== actor.staffId) {
    // Giving a task to someone else is assigning work: a manager's call.
    authorize(actor, 'leads.assign', row.dealership_id);
    if (!(await isStaffOf(db, assignee, row.dealership_id))) throw new ValidationError(INVALID, { assigneeStaffId: ['Choose someone who works at this dealership.'] });
  }
  await db.transaction(async (tx) => {
    const id = await insertTask(tx, { leadId: row.id, title: task.title, dueAt: new Date(task.dueAt), assigneeStaffId: assignee, createdBy: actor.staffId });
    await touchLead(tx, row.id);
    await recordAudit(tx, actor, { dealershipId: row.dealership_id, action: 'lead.task', entity: 'lead', entityId: row.lead_id, after: { taskId: id, title: task.title, dueAt: task.dueAt, assignee } });
  });
}

export async function completeTask(db: Db, actor: StaffActor, leadId: string, taskId: number, done: boolean): Promise<void> {
  const { row } = await findLeadFor(db, actor, leadId);
  authorize(actor, 'leads.work', row.dealership_id);
  await db.transaction(async (tx) => {
    if (!(await setTaskDone(tx, row.id, taskId, done))) throw new ConsoleNotFoundError();
    await touchLead(tx, row.id);
    await recordAudit(tx, actor, { dealershipId: row.dealership_id, action: 'lead.task-done', entity: 'lead-task', entityId: taskId, after: { done } });
  });
}

/** Sends the lead to one destination again through the delivery outbox (same Message-ID, so the receiver can drop a copy). */
export async function resendDelivery(db: Db, actor: StaffActor, leadId: string, deliveryId: number): Promise<void> {
  const { row } = await findLeadFor(db, actor, leadId);
  authorize(actor, 'delivery.manage', row.dealership_id);
  await db.transaction(async (tx) => {
    const requeued = await requeueDelivery(tx, row.id, deliveryId);
    if (!requeued) throw new ConsoleNotFoundError();
    await recordAudit(tx, actor, { dealershipId: row.dealership_id, action: 'lead.resend', entity: 'lead-delivery', entityId: deliveryId, before: { status: requeued.before }, after: { status: 'pending' } });
  });
  wakeLeadDelivery();
}
