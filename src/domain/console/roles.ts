/**
 * Who may do what in the dealer console, as one table (issue 28). Roles are held per dealership;
 * the platform operator holds every dealership. A dealer group's staff hold each dealership of the
 * group with their one role. Every console service checks this table through
 * `src/domain/console/access.ts`, never in components.
 */
export type StaffRole = 'operator' | 'owner' | 'manager' | 'sales';

const CONSOLE_ACTIONS = [
  'leads.read',
  'leads.work',
  'leads.read-all',
  'leads.assign',
  'leads.export',
  'leads.settings',
  'stock.read',
  'stock.write',
  'photos.write',
  'site.read',
  'site.write',
  'site.publish',
  'staff.read',
  'staff.manage',
  'keys.manage',
  'delivery.manage',
  'insights.read',
  'audit.read',
] as const;
export type ConsoleAction = (typeof CONSOLE_ACTIONS)[number];

const SALES: readonly ConsoleAction[] = ['leads.read', 'leads.work', 'stock.read', 'site.read', 'staff.read', 'insights.read'];
const MANAGER: readonly ConsoleAction[] = [
  ...SALES,
  'leads.read-all',
  'leads.assign',
  'leads.export',
  'leads.settings',
  'stock.write',
  'photos.write',
  'site.write',
  'site.publish',
  'delivery.manage',
  'audit.read',
];
const OWNER: readonly ConsoleAction[] = [...MANAGER, 'staff.manage', 'keys.manage'];

const GRANTS: Record<StaffRole, ReadonlySet<ConsoleAction>> = {
  operator: new Set(CONSOLE_ACTIONS),
  owner: new Set(OWNER),
  manager: new Set(MANAGER),
  sales: new Set(SALES),
};

export function roleCan(role: StaffRole, action: ConsoleAction): boolean {
  return GRANTS[role].has(action);
}

/** Sales staff see the leads assigned to them or to nobody; 'leads.read-all' lifts that. */
export function seesEveryLead(role: StaffRole): boolean {
  return roleCan(role, 'leads.read-all');
}
