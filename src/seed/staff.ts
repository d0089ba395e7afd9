import type { Db } from '../db/client';
import { dealershipIdsBySlugs, upsertMembership, upsertStaff } from '../db/queries/staff';
import type { SiteFile } from '../domain/site-file/schema';
import type { StaffRole } from '../domain/console/roles';

/**
 * The demo console's staff (README: the dealer console): a platform operator, an owner at one
 * dealership, and a manager and a sales person of a dealer group, who hold every dealership of
 * the group's site. Dealerships are found through the site files, never by id.
 */
type DemoStaff = { email: string; name: string; operator?: true; at?: { site: string; role: Exclude<StaffRole, 'operator'> } };

const DEMO_STAFF: readonly DemoStaff[] = [
  { email: 'ops@forecourt.example', name: 'Olivia Operator', operator: true },
  { email: 'owner@harbourtoyota.example', name: 'Hana Harbour', at: { site: 'harbour-toyota', role: 'owner' } },
  { email: 'manager@summitauto.example', name: 'Max Summit', at: { site: 'summit-auto-group', role: 'manager' } },
  { email: 'sales@summitauto.example', name: 'Sam Summit', at: { site: 'summit-auto-group', role: 'sales' } },
];

export async function seedDemoStaff(db: Db, files: readonly SiteFile[]): Promise<void> {
  for (const person of DEMO_STAFF) {
    const saved = await upsertStaff(db, { email: person.email, name: person.name, isOperator: person.operator === true });
    if (!person.at) continue;
    const { site, role } = person.at;
    const file = files.find((f) => f.website.slug === site);
    if (!file) throw new Error(`demo staff ${person.email}: no site file for ${site}`);
    for (const dealership of await dealershipIdsBySlugs(db, file.dealerships.map((d) => d.slug))) {
      await upsertMembership(db, saved.id, dealership.id, role);
    }
  }
}
