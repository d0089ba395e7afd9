import { describe, expect, it } from 'vitest';
import type { StaffActor } from './access';
import { chosenDealership } from './chosen-dealership';

const actor: StaffActor = {
  staffId: 1,
  email: 'a@example.com',
  name: 'A',
  isOperator: false,
  dealerships: [
    { id: 4, name: 'Summit Hyundai', role: 'sales' },
    { id: 9, name: 'Summit Kia', role: 'manager' },
  ],
};

describe('chosenDealership', () => {
  it.each([
    ['the chosen one when it is the actor’s', '9', 9],
    ['the first when nothing was chosen', undefined, 4],
    ['the first when the choice is another dealership', '3', 4],
    ['the first when the choice is not a number', '9; drop', 4],
  ])('%s', (_, chosen, expected) => {
    expect(chosenDealership(actor, chosen)?.id).toBe(expected);
  });
  it('is null for someone with no dealership', () => {
    expect(chosenDealership({ ...actor, dealerships: [] }, '4')).toBeNull();
  });
});
