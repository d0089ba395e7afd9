import 'server-only';
import type { Db } from '../../db/client';
import { dealershipOfSite } from '../../db/queries/console-leads';
import { loadSite } from '../../db/queries/websites';
import { authorize, ConsoleNotFoundError, dealershipsAllowing, type StaffActor } from '../../domain/console/access';
import { isManualSource } from '../../domain/console/manual-lead';
import { ValidationError } from '../../lib/errors';
import { createLead } from '../../leads/service';
import { recordAudit } from '../audit';

/**
 * A lead staff add by hand for a phone call or a walk-in (issue 28). It goes through the site's
 * own lead service: the same schema as the forms (field messages in plain words), the same
 * delivery outbox, turn, notices and automatic reply.
 */
export type ManualLeadInput = Record<string, string>;

const LEAD_FIELDS = ['name', 'email', 'phone', 'postcode', 'category', 'message', 'stock_number'] as const;

export async function addLeadByHand(db: Db, actor: StaffActor, input: ManualLeadInput): Promise<string> {
  const websiteId = Number(input.site);
  const dealershipId = Number.isInteger(websiteId) && websiteId > 0 ? await dealershipOfSite(db, websiteId, dealershipsAllowing(actor, 'leads.work')) : null;
  if (dealershipId === null) throw new ValidationError('Check the highlighted fields.', { site: ['Choose one of your sites.'] });
  authorize(actor, 'leads.work', dealershipId);
  const site = await loadSite(db, websiteId);
  if (!site) throw new ConsoleNotFoundError();
  const source = input.source ?? '';
  if (!isManualSource(source)) throw new ValidationError('Check the highlighted fields.', { source: ['Choose where the lead came from.'] });
  const lead: Record<string, string | boolean> = { lead_status: 'Complete', source, form_completed: true };
  for (const field of LEAD_FIELDS) {
    const value = input[field]?.trim();
    if (value) lead[field] = value;
  }
  return db.transaction(async (tx) => {
    const { answer } = await createLead(tx, { site, mock: false }, { lead }, { idempotencyKey: null, userAgent: 'Dealer console' });
    await recordAudit(tx, actor, { dealershipId, action: 'lead.create', entity: 'lead', entityId: answer.lead_id, after: { ...lead, site: site.slug } });
    return answer.lead_id;
  });
}
