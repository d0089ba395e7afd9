import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../rows';

/** What lead intake reads to route a new lead: the kind's turn, the dealership's managers. */

export type RotationRow = { staff_id: number; last_assigned_at: Date | string | null };

/** The kind's turn, locked until the intake's transaction ends, so two leads at once go to two people. */
export async function lockRotation(db: Db, dealershipId: number, category: string): Promise<RotationRow[]> {
  return queryRows<RotationRow>(
    db,
    sql`select r.staff_id, r.last_assigned_at from lead_rotation r
        join staff s on s.id = r.staff_id
        join staff_memberships m on m.staff_id = r.staff_id and m.dealership_id = r.dealership_id
        where r.dealership_id = ${dealershipId} and r.category = ${category} and s.disabled_at is null
        order by r.staff_id
        for update of r`,
  );
}

export async function markTurnTaken(db: Db, dealershipId: number, category: string, staffId: number): Promise<void> {
  await db.execute(sql`update lead_rotation set last_assigned_at = clock_timestamp()
    where dealership_id = ${dealershipId} and category = ${category} and staff_id = ${staffId}`);
}

export async function assignNewLead(db: Db, leadId: number, staffId: number): Promise<void> {
  await db.execute(sql`update leads set assigned_staff_id = ${staffId} where id = ${leadId} and assigned_staff_id is null`);
}

export async function managersOf(db: Db, dealershipId: number): Promise<{ id: number; email: string; name: string }[]> {
  return queryRows(
    db,
    sql`select s.id, s.email, s.name from staff s join staff_memberships m on m.staff_id = s.id
        where m.dealership_id = ${dealershipId} and m.role in ('owner', 'manager') and s.disabled_at is null
        order by s.id`,
  );
}

/** The turn of each lead kind at a dealership, for the settings page. */
export async function rotationsOf(db: Db, dealershipId: number): Promise<{ category: string; staff_id: number }[]> {
  return queryRows(db, sql`select category, staff_id from lead_rotation where dealership_id = ${dealershipId} order by category, staff_id`);
}

/** Replaces the kind's turn with these staff; those who stay keep their place in it. */
export async function replaceRotation(db: Db, dealershipId: number, category: string, staffIds: readonly number[]): Promise<void> {
  const keep = `{${staffIds.join(',')}}`;
  await db.execute(sql`delete from lead_rotation where dealership_id = ${dealershipId} and category = ${category} and staff_id <> all(${keep}::int[])`);
  for (const staffId of staffIds) {
    await db.execute(sql`insert into lead_rotation (dealership_id, category, staff_id) values (${dealershipId}, ${category}, ${staffId}) on conflict do nothing`);
  }
}
