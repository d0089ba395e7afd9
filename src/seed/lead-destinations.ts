import type { DealershipRow, LeadDestinationRow } from './types';

/**
 * Demo lead destinations: every dealership mails its leads to its own inbox (the offline outbox
 * when no SMTP server is configured). harbour-toyota also has one CRM webhook per format, switched
 * off because the demo has no CRM to call; a dealer (or the durability test) points them at a
 * real receiver and switches them on. It also texts sign-in codes, into the local outbox (docs/sms.md).
 */
export const DEMO_WEBHOOK_DEALERSHIP = 'harbour-toyota';

export function demoLeadDestinations(dealerships: readonly DealershipRow[], nextId: () => number): LeadDestinationRow[] {
  const rows: LeadDestinationRow[] = [];
  for (const dealership of dealerships) {
    const dealershipId = dealership.id ?? 0;
    rows.push({ id: nextId(), dealershipId, kind: 'email', target: `leads@${dealership.slug}.example`, format: 'text', enabled: true });
    if (dealership.slug !== DEMO_WEBHOOK_DEALERSHIP) continue;
    for (const format of ['adf', 'json']) {
      rows.push({ id: nextId(), dealershipId, kind: 'webhook', target: `https://crm.example/${dealership.slug}/leads.${format}`, format, enabled: false });
    }
    rows.push({ id: nextId(), dealershipId, kind: 'sms', target: 'outbox', format: 'text', enabled: true });
  }
  return rows;
}
