import { describe, expect, it } from 'vitest';
import { defaultStaffName, staffCreateSchema } from './staff-create';

describe('staffCreateSchema', () => {
  it.each([
    ['an operator', { email: 'Ops@Forecourt.Example', operator: true }, true],
    ['an owner at a dealership', { email: 'o@x.example', dealership: 'harbour-toyota', role: 'owner' }, true],
    ['no dealership', { email: 'o@x.example', role: 'owner' }, false],
    ['no role', { email: 'o@x.example', dealership: 'harbour-toyota' }, false],
    ['operator with a dealership', { email: 'o@x.example', operator: true, dealership: 'harbour-toyota' }, false],
    ['the operator role by name', { email: 'o@x.example', dealership: 'harbour-toyota', role: 'operator' }, false],
    ['a bad address', { email: 'not-an-address', operator: true }, false],
    ['an unknown field', { email: 'o@x.example', operator: true, admin: true }, false],
  ])('%s: %s', (_, body, ok) => {
    expect(staffCreateSchema.safeParse(body).success).toBe(ok);
  });

  it('lower-cases the address', () => {
    expect(staffCreateSchema.parse({ email: ' Ops@Forecourt.Example ', operator: true }).email).toBe('ops@forecourt.example');
  });
});

describe('defaultStaffName', () => {
  it('is the part before the @', () => {
    expect(defaultStaffName('sam.lee@example.com')).toBe('sam.lee');
  });
});
