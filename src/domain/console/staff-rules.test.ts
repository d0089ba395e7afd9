import { describe, expect, it } from 'vitest';
import { inviteSchema, leavesNoOwner, roleChangeSchema, SIGN_UP_DOMAIN_MESSAGES, signUpDomainSchema, type GrantableRole } from './staff-rules';

describe('signUpDomainSchema', () => {
  it.each([
    ['harbourtoyota.com.au', 'harbourtoyota.com.au'],
    ['  HarbourToyota.com.au ', 'harbourtoyota.com.au'],
    ['@harbourtoyota.com.au', 'harbourtoyota.com.au'],
    ['', null],
  ])('%j -> %j', (domain, expected) => {
    expect(signUpDomainSchema.parse({ domain }).domain).toBe(expected);
  });

  it.each([
    ['https://harbourtoyota.com.au', SIGN_UP_DOMAIN_MESSAGES.format],
    ['sam@harbourtoyota.com.au', SIGN_UP_DOMAIN_MESSAGES.format],
    ['localhost', SIGN_UP_DOMAIN_MESSAGES.format],
    ['gmail.com', SIGN_UP_DOMAIN_MESSAGES.shared],
    ['Bigpond.com', SIGN_UP_DOMAIN_MESSAGES.shared],
  ])('refuses %j', (domain, message) => {
    const result = signUpDomainSchema.safeParse({ domain });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('leavesNoOwner', () => {
  const rows: [GrantableRole, GrantableRole | null, number, boolean][] = [
    ['owner', 'manager', 1, true],
    ['owner', null, 1, true],
    ['owner', 'manager', 2, false],
    ['owner', 'owner', 1, false],
    ['manager', null, 0, false],
    ['sales', 'owner', 0, false],
  ];
  it.each(rows)('%s -> %s with %i owners: %s', (from, to, owners, expected) => {
    expect(leavesNoOwner(from, to, owners)).toBe(expected);
  });
});

describe('inviteSchema and roleChangeSchema', () => {
  it('reads a form’s invitation', () => {
    expect(inviteSchema.parse({ email: 'Sam@X.example', role: 'sales' })).toEqual({ email: 'sam@x.example', name: '', role: 'sales', scope: 'dealership' });
  });
  it.each([
    [{ email: 'sam@x.example', role: 'operator' }],
    [{ email: 'not an address', role: 'sales' }],
    [{ email: 'sam@x.example', role: 'sales', scope: 'network' }],
  ])('refuses %j', (body) => {
    expect(inviteSchema.safeParse(body).success).toBe(false);
  });
  it('reads a role change from form text', () => {
    expect(roleChangeSchema.parse({ staffId: '12', role: 'manager' })).toEqual({ staffId: 12, role: 'manager' });
    expect(roleChangeSchema.safeParse({ staffId: 'x', role: 'manager' }).success).toBe(false);
  });
});
