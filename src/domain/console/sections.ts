import { roleCan, type ConsoleAction, type StaffRole } from './roles';

/** The console's sections in the order of its navigation, each shown to roles that may read it. */
const CONSOLE_SECTIONS = [
  { href: '/console/leads', label: 'Leads', action: 'leads.read' },
  { href: '/console/stock', label: 'Stock', action: 'stock.read' },
  { href: '/console/site', label: 'Site', action: 'site.read' },
  { href: '/console/insights', label: 'Insights', action: 'insights.read' },
  { href: '/console/staff', label: 'Staff', action: 'staff.read' },
  { href: '/console/audit', label: 'Audit log', action: 'audit.read' },
  { href: '/console/keys', label: 'Keys', action: 'keys.manage' },
] as const satisfies readonly { href: string; label: string; action: ConsoleAction }[];

export function sectionsFor(role: StaffRole): { href: string; label: string }[] {
  return CONSOLE_SECTIONS.filter((section) => roleCan(role, section.action)).map(({ href, label }) => ({ href, label }));
}
