import { describe, expect, it } from 'vitest';
import { isPlaceholderName, repairName } from './name-repair';

describe('SPEC 5 name repair', () => {
  it.each<[string, Record<string, unknown>, unknown]>([
    ["'undefined undefined' with first_name", { name: 'undefined undefined', first_name: 'Jane' }, 'Jane'],
    ['empty with first_name', { name: '', first_name: 'Jane' }, 'Jane'],
    ['missing with first_name', { first_name: 'Jane' }, 'Jane'],
    ['null with first_name', { name: null, first_name: 'Jane' }, 'Jane'],
    ['blank with first_name', { name: '   ', first_name: ' Jane ' }, 'Jane'],
    ['first and last both given', { name: 'undefined undefined', first_name: 'Jane', last_name: 'Citizen' }, 'Jane Citizen'],
    ["last_name 'undefined' is no last name", { name: '', first_name: 'Jane', last_name: 'undefined' }, 'Jane'],
    ['a real name is kept', { name: 'Jane Citizen', first_name: 'Janet' }, 'Jane Citizen'],
    ['no first_name: nothing to repair with', { name: 'undefined undefined' }, 'undefined undefined'],
    ["first_name 'undefined' is no first name", { name: '', first_name: 'undefined' }, ''],
    ['blank first_name', { name: '', first_name: '  ' }, ''],
  ])('%s', (_label, values, expected) => {
    expect(repairName(values).name).toBe(expected);
  });

  it('does not change its input', () => {
    const values = { name: 'undefined undefined', first_name: 'Jane' };
    repairName(values);
    expect(values.name).toBe('undefined undefined');
  });

  it.each<[unknown, boolean]>([
    ['', true],
    [undefined, true],
    ['undefined undefined', true],
    ['undefined', true],
    ['null null', true],
    ['UNDEFINED  undefined', true],
    ['Jane', false],
    ['Jane undefined', false],
    [42, false],
  ])('isPlaceholderName(%j) -> %s', (name, expected) => {
    expect(isPlaceholderName(name)).toBe(expected);
  });
});
