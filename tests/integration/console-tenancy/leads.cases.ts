import { sql } from 'drizzle-orm';
import { availableBookings } from '../../../src/bookings/available';
import { cancelLeadBooking, moveLeadBooking } from '../../../src/console/leads/booking';
import { getLeadPage } from '../../../src/console/leads/lead-page';
import { bookingLocation } from '../../../src/domain/bookings/locations';
import { getLeadSettings, updateLeadSettings } from '../../../src/console/leads/settings';
import { addNote, addTask, assignLead, changeStatus, completeTask } from '../../../src/console/leads/work';
import { loadSite } from '../../../src/db/queries/websites';
import { queryRows } from '../../../src/db/rows';
import { createLead } from '../../../src/leads/service';
import type { ForeignRecordCase, TenancyCase, TenancyWorld } from './world';

/** The leads pages' rows: the lead page and its actions, and the lead settings (issue 28). */

/** A fresh unassigned lead of the dealership, sent from one of its sites; its public id. */
async function leadAt(world: TenancyWorld, dealershipId: number, n: number): Promise<string> {
  const [row] = await queryRows<{ website_id: number }>(
    world.db,
    sql`select website_id from dealership_websites dw where dealership_id = ${dealershipId}
        and (select count(*) from dealership_websites o where o.website_id = dw.website_id) = 1 limit 1`,
  );
  const site = row ? await loadSite(world.db, row.website_id) : null;
  if (!site) throw new Error(`dealership ${dealershipId} has no site of its own`);
  const body = { lead: { name: `Tenancy ${String.fromCharCode(97 + (n % 26))}`, email: `tenancy${n}@example.com`, category: 'general-enquiry', lead_status: 'Complete' } };
  return (await createLead(world.db, { site, mock: false }, body, { idempotencyKey: null, userAgent: 'tenancy' })).answer.lead_id;
}

/**
 * A fresh test drive booked in the first free slot at one of the dealership's locations (issue
 * 27); its public id and the next free slot, for a move.
 */
async function bookedLeadAt(world: TenancyWorld, dealershipId: number, n: number): Promise<{ leadId: string; next: string }> {
  const [row] = await queryRows<{ website_id: number }>(
    world.db,
    sql`select website_id from dealership_websites dw where dealership_id = ${dealershipId}
        and (select count(*) from dealership_websites o where o.website_id = dw.website_id) = 1 limit 1`,
  );
  const site = row ? await loadSite(world.db, row.website_id) : null;
  const location = site ? bookingLocation(site, dealershipId, null, 'test-drive') : null;
  if (!site || !location) throw new Error(`dealership ${dealershipId} has no site of its own to book at`);
  const answer = await availableBookings(world.db, location, 'test-drive', site.config.timezone, new Date());
  const [first, next] = answer.days.flatMap((day) => day.times.map((time) => `${day.date}T${time}`));
  if (!first || !next) throw new Error(`dealership ${dealershipId} has no free test-drive slots`);
  const body = {
    lead: { name: `Tenancy ${String.fromCharCode(97 + (n % 26))}`, email: `booking${n}@example.com`, phone: '0412345678', category: 'test-drive', location_id: location.id, extra: { booking_time: first } },
  };
  return { leadId: (await createLead(world.db, { site, mock: false }, body, { idempotencyKey: null, userAgent: 'tenancy' })).answer.lead_id, next };
}

/** The settings form with valid values. */
const settingsForm = { get: (name: string) => ({ overdueMinutes: '90', criticalMinutes: '600' })[name] ?? null, getAll: () => [] };

export const cases: TenancyCase[] = [
  { name: 'lead page', minimum: 'sales', run: async (w, actor, d, n) => getLeadPage(w.db, actor, await leadAt(w, d, n)) },
  { name: 'lead page: status', minimum: 'sales', run: async (w, actor, d, n) => changeStatus(w.db, actor, await leadAt(w, d, n), { status: 'contacted' }) },
  { name: 'lead page: note', minimum: 'sales', run: async (w, actor, d, n) => addNote(w.db, actor, await leadAt(w, d, n), { body: 'Called.' }) },
  { name: 'lead page: task', minimum: 'sales', run: async (w, actor, d, n) => addTask(w.db, actor, await leadAt(w, d, n), { title: 'Call back', dueAt: '2026-12-01T09:00' }) },
  { name: 'lead page: assign', minimum: 'manager', run: async (w, actor, d, n) => assignLead(w.db, actor, await leadAt(w, d, n), { staffId: String(w.at.sales.staffId) }, null) },
  { name: 'lead page: cancel its booking', minimum: 'sales', run: async (w, actor, d, n) => cancelLeadBooking(w.db, actor, (await bookedLeadAt(w, d, n)).leadId) },
  {
    name: 'lead page: move its booking',
    minimum: 'sales',
    run: async (w, actor, d, n) => {
      const { leadId, next } = await bookedLeadAt(w, d, n);
      return moveLeadBooking(w.db, actor, leadId, { startsAt: next });
    },
  },
  { name: 'lead settings: read', minimum: 'manager', run: (w, actor, d) => getLeadSettings(w.db, actor, d) },
  { name: 'lead settings: save', minimum: 'manager', run: (w, actor, d) => updateLeadSettings(w.db, actor, d, settingsForm) },
];

export const foreignRecords: ForeignRecordCase[] = [
  {
    name: 'lead page: mark another dealership’s task done (by its id, on a lead of ours)',
    make: async (w) => {
      const theirs = await leadAt(w, w.other, 900);
      const [row] = await queryRows<{ id: number }>(
        w.db,
        sql`insert into lead_tasks (lead_id, title, due_at) select id, 'Theirs', now() from leads where lead_id = ${theirs}::uuid returning id`,
      );
      return row?.id ?? 0;
    },
    run: async (w, actor, d, id) => completeTask(w.db, actor, await leadAt(w, d, 901), id, true),
  },
];
