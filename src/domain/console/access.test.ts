import { describe, expect, it } from 'vitest';
import { authorize, ConsoleForbiddenError, ConsoleNotFoundError, dealershipsAllowing, type StaffActor } from './access';
import { roleCan, type ConsoleAction, type StaffRole } from './roles';

const actor: StaffActor = {
  staffId: 7,
  email: 'sam@example.com',
  name: 'Sam',
  isOperator: false,
  dealerships: [
    { id: 1, name: 'Harbour Toyota', role: 'owner' },
    { id: 2, name: 'Summit Auto', role: 'sales' },
  ],
};

describe('roleCan', () => {
  const rows: [StaffRole, ConsoleAction, boolean][] = [
    ['sales', 'leads.read', true],
    ['sales', 'leads.work', true],
    ['sales', 'leads.read-all', false],
    ['sales', 'leads.assign', false],
    ['sales', 'stock.read', true],
    ['sales', 'stock.write', false],
    ['sales', 'site.write', false],
    ['sales', 'staff.manage', false],
    ['manager', 'stock.write', true],
    ['manager', 'photos.write', true],
    ['manager', 'site.publish', true],
    ['manager', 'leads.assign', true],
    ['manager', 'staff.manage', false],
    ['manager', 'keys.manage', false],
    ['owner', 'staff.manage', true],
    ['owner', 'keys.manage', true],
    ['operator', 'keys.manage', true],
    ['operator', 'audit.read', true],
  ];
  it.each(rows)('%s may %s: %s', (role, action, expected) => {
    expect(roleCan(role, action)).toBe(expected);
  });
});

describe('authorize', () => {
  it('answers the role where the action is allowed', () => {
    expect(authorize(actor, 'keys.manage', 1)).toBe('owner');
  });
  it('is not found for a dealership the actor does not work for', () => {
    expect(() => authorize(actor, 'leads.read', 3)).toThrow(ConsoleNotFoundError);
  });
  it('is forbidden beyond the role', () => {
    expect(() => authorize(actor, 'stock.write', 2)).toThrow(ConsoleForbiddenError);
  });
  it('scopes list queries to the dealerships allowing the action', () => {
    expect(dealershipsAllowing(actor, 'leads.read')).toEqual([1, 2]);
    expect(dealershipsAllowing(actor, 'stock.write')).toEqual([1]);
  });
});
