import { describe, expect, it } from 'vitest';
import type { StaffRole } from './roles';
import { sectionsFor } from './sections';

describe('sectionsFor', () => {
  const rows: [StaffRole, string[]][] = [
    ['sales', ['Leads', 'Stock', 'Site', 'Insights', 'Staff']],
    ['manager', ['Leads', 'Stock', 'Site', 'Insights', 'Staff', 'Audit log']],
    ['owner', ['Leads', 'Stock', 'Site', 'Insights', 'Staff', 'Audit log', 'Keys']],
    ['operator', ['Leads', 'Stock', 'Site', 'Insights', 'Staff', 'Audit log', 'Keys']],
  ];
  it.each(rows)('%s sees %j', (role, labels) => {
    expect(sectionsFor(role).map((s) => s.label)).toEqual(labels);
  });
});
