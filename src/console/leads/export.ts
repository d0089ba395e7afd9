import 'server-only';
import type { Db } from '../../db/client';
import { everyInboxLead } from '../../db/queries/console-leads';
import { ConsoleForbiddenError, type StaffActor } from '../../domain/console/access';
import { CSV_BOM, csvRow } from '../../domain/console/csv';
import type { LeadFilters } from '../../domain/console/lead-filters';
import { thresholdsOf, toInboxLead, toInboxQuery } from './inbox';
import { inboxScopeFor } from './scope';

/**
 * The filtered inbox as CSV (issue 28), streamed a page of rows at a time so a 100,000-lead
 * export never sits in memory. Managers and owners only ('leads.export'): sales staff see a
 * slice of the leads and the export is the whole list.
 */
const HEADER = ['Received', 'Lead id', 'Kind', 'Status', 'Name', 'Email', 'Phone', 'Site', 'Page', 'Campaign', 'Car', 'Stock number', 'Assigned to', 'Mark'];

export function exportLeadsCsv(db: Db, actor: StaffActor, filters: LeadFilters, now = new Date()): ReadableStream<Uint8Array> {
  const scope = inboxScopeFor(actor, 'leads.export');
  if (scope.dealershipIds.length === 0) throw new ConsoleForbiddenError('leads.export');
  const encoder = new TextEncoder();
  let rows: AsyncGenerator<string> | null = null;

  async function* lines(): AsyncGenerator<string> {
    yield CSV_BOM + csvRow(HEADER);
    const thresholds = await thresholdsOf(db, scope.dealershipIds);
    for await (const row of everyInboxLead(db, scope, toInboxQuery(filters))) {
      const lead = toInboxLead(row, thresholds(row.dealership_id), now);
      yield csvRow([lead.receivedAt, lead.leadId, lead.kindLabel, lead.statusLabel, lead.name, lead.email, lead.phone, lead.site, lead.page, lead.utm, lead.car?.name, lead.car?.stockNumber, lead.assignee, lead.mark ?? '']);
    }
  }

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      rows ??= lines();
      const next = await rows.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await rows?.return(undefined);
    },
  });
}
