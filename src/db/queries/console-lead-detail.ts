import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../rows';
import { inboxScope, type InboxScope } from './console-leads';
import { MESSAGE_COLUMNS, MESSAGE_JOINS, type MessageRow } from './lead-messages';

/** One lead as the console's lead page shows it, and what surrounds it: notes, tasks, deliveries, the shopper's other leads. */

export type ConsoleLeadRow = MessageRow & {
  id: number;
  dealership_id: number;
  website_id: number;
  user_id: number | null;
  work_status: string;
  lost_reason: string | null;
  assigned_staff_id: number | null;
  assignee_name: string | null;
  touched_at: Date | string | null;
  received_at: Date | string;
  acknowledged_at: Date | string | null;
  car_name: string | null;
  car_photo: string | null;
};

/** The lead with this public id if the scope may see it; null otherwise (another dealership's id included). */
export async function findConsoleLead(db: Db, scope: InboxScope, leadId: string): Promise<ConsoleLeadRow | null> {
  if (scope.dealershipIds.length === 0) return null;
  const [row] = await queryRows<ConsoleLeadRow>(
    db,
    sql`select l.id, l.dealership_id, l.website_id, l.user_id, l.work_status, l.lost_reason, l.assigned_staff_id,
          s.name as assignee_name, l.touched_at, l.completed_at as received_at, l.acknowledged_at,
          c.name as car_name, c.images -> 0 ->> 'thumbUrl' as car_photo, ${MESSAGE_COLUMNS}
        from leads l ${MESSAGE_JOINS} left join staff s on s.id = l.assigned_staff_id
        where ${inboxScope(scope)} and l.lead_id = ${leadId}::uuid`,
  );
  return row ?? null;
}

export type NoteRow = { id: number; body: string; staff_name: string | null; created_at: Date | string };
export type TaskRow = { id: number; title: string; due_at: Date | string; assignee_staff_id: number | null; assignee_name: string | null; done_at: Date | string | null };
export type DeliveryRow = {
  id: number;
  kind: string;
  target: string;
  status: string;
  attempts: number;
  next_attempt_at: Date | string;
  last_error: string | null;
  delivered_at: Date | string | null;
};
export type OtherLeadRow = { lead_id: string; category: string; work_status: string; received_at: Date | string; car_name: string | null };
export type WatchedRow = { id: number; name: string; slug: string };

export async function notesOfLead(db: Db, id: number): Promise<NoteRow[]> {
  return queryRows<NoteRow>(
    db,
    sql`select n.id, n.body, s.name as staff_name, n.created_at from lead_notes n left join staff s on s.id = n.staff_id
        where n.lead_id = ${id} order by n.created_at desc, n.id desc`,
  );
}

export async function tasksOfLead(db: Db, id: number): Promise<TaskRow[]> {
  return queryRows<TaskRow>(
    db,
    sql`select t.id, t.title, t.due_at, t.assignee_staff_id, s.name as assignee_name, t.done_at
        from lead_tasks t left join staff s on s.id = t.assignee_staff_id
        where t.lead_id = ${id} order by t.done_at is not null, t.due_at, t.id`,
  );
}

export async function deliveriesOfLead(db: Db, id: number): Promise<DeliveryRow[]> {
  return queryRows<DeliveryRow>(
    db,
    sql`select d.id, t.kind, t.target, d.status, d.attempts, d.next_attempt_at, d.last_error, d.delivered_at
        from lead_deliveries d join lead_destinations t on t.id = d.destination_id
        where d.lead_id = ${id} order by d.id`,
  );
}

/** The same shopper's other leads on the lead's site and dealership: by account, else by email address. */
export async function otherLeadsOfShopper(db: Db, lead: { id: number; website_id: number; dealership_id: number; user_id: number | null; email: string | null }): Promise<OtherLeadRow[]> {
  if (lead.user_id === null && !lead.email) return [];
  const same = lead.user_id !== null ? sql`l.user_id = ${lead.user_id}` : sql`lower(l.email) = lower(${lead.email})`;
  return queryRows<OtherLeadRow>(
    db,
    sql`select l.lead_id, l.category, l.work_status, l.completed_at as received_at, c.name as car_name
        from leads l left join cars c on c.id = l.car_id
        where l.website_id = ${lead.website_id} and l.dealership_id = ${lead.dealership_id} and l.id <> ${lead.id}
          and not l.mock and l.lead_status = 'Complete' and ${same}
        order by l.completed_at desc limit 20`,
  );
}

/** The cars the shopper's account watches among this dealership's stock. */
export async function watchlistOfShopper(db: Db, userId: number, dealershipId: number): Promise<WatchedRow[]> {
  return queryRows<WatchedRow>(
    db,
    sql`select c.id, c.name, c.slug from watchlist_entries e join cars c on c.id = e.car_id
        where e.user_id = ${userId} and c.dealership_id = ${dealershipId} order by e.created_at desc limit 20`,
  );
}
