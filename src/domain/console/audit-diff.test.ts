import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-diff';

describe('auditChanges', () => {
  it.each([
    ['a changed field', { role: 'sales' }, { role: 'manager' }, [{ field: 'role', before: 'sales', after: 'manager' }]],
    ['an unchanged field is left out', { email: 'a@x', role: 'sales' }, { email: 'a@x', role: 'owner' }, [{ field: 'role', before: 'sales', after: 'owner' }]],
    ['a new record', null, { email: 'a@x', role: 'sales' }, [{ field: 'email', before: '—', after: 'a@x' }, { field: 'role', before: '—', after: 'sales' }]],
    ['a removed record', { email: 'a@x' }, null, [{ field: 'email', before: 'a@x', after: '—' }]],
    ['numbers and objects as text', { price: 100, tags: ['a'] }, { price: 90, tags: ['a'] }, [{ field: 'price', before: '100', after: '90' }]],
    ['a plain value', 'hidden', 'in_stock', [{ field: 'value', before: 'hidden', after: 'in_stock' }]],
    ['nothing changed', { a: 1 }, { a: 1 }, []],
  ])('%s', (_, before, after, expected) => {
    expect(auditChanges(before, after)).toEqual(expected);
  });
});
