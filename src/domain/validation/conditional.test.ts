import { describe, expect, it } from 'vitest';
import { hasValue, visibleFields, visibleValues, type ConditionalField } from './conditional';

const fields: ConditionalField[] = [
  { name: 'has_trade_in' },
  { name: 'trade_in_rego', showWhen: { field: 'has_trade_in' } },
  { name: 'trade_in_km', showWhen: { field: 'trade_in_rego' } },
  { name: 'finance_type' },
  { name: 'employer', showWhen: { field: 'finance_type', equals: ['personal', 'novated'] } },
  { name: 'abn', showWhen: { field: 'finance_type', equals: 'business' } },
];
const names = (values: Record<string, unknown>, errors: Record<string, unknown> = {}) =>
  visibleFields(fields, values, errors).map((field) => field.name);

describe('SPEC 5 conditional fields: shown when the referenced field has a value and no error', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>, string[]]>([
    ['no values: only unconditional fields', {}, {}, ['has_trade_in', 'finance_type']],
    ['ticked box shows its field', { has_trade_in: true }, {}, ['has_trade_in', 'trade_in_rego', 'finance_type']],
    ['unticked box hides it', { has_trade_in: false }, {}, ['has_trade_in', 'finance_type']],
    ['blank text is no value', { has_trade_in: true, trade_in_rego: '  ' }, {}, ['has_trade_in', 'trade_in_rego', 'finance_type']],
    [
      'a value shows the next field of the chain',
      { has_trade_in: true, trade_in_rego: 'ABC123' },
      {},
      ['has_trade_in', 'trade_in_rego', 'trade_in_km', 'finance_type'],
    ],
    [
      'an error on the referenced field hides it (react-hook-form shape)',
      { has_trade_in: true, trade_in_rego: 'ABC_123' },
      { trade_in_rego: { message: 'Please enter a valid registration number.' } },
      ['has_trade_in', 'trade_in_rego', 'finance_type'],
    ],
    [
      'an error on the referenced field hides it (fieldErrors shape)',
      { has_trade_in: true, trade_in_rego: 'ABC_123' },
      { trade_in_rego: ['Please enter a valid registration number.'] },
      ['has_trade_in', 'trade_in_rego', 'finance_type'],
    ],
    [
      'an empty error list is no error',
      { has_trade_in: true, trade_in_rego: 'ABC123' },
      { trade_in_rego: [] },
      ['has_trade_in', 'trade_in_rego', 'trade_in_km', 'finance_type'],
    ],
    [
      'a hidden field hides what depends on it, whatever it still holds',
      { has_trade_in: false, trade_in_rego: 'ABC123' },
      {},
      ['has_trade_in', 'finance_type'],
    ],
    ['equals one of a list', { finance_type: 'novated' }, {}, ['has_trade_in', 'finance_type', 'employer']],
    ['equals a single value', { finance_type: 'business' }, {}, ['has_trade_in', 'finance_type', 'abn']],
    ['equals, other value', { finance_type: 'cash' }, {}, ['has_trade_in', 'finance_type']],
  ])('%s', (_label, values, errors, expected) => {
    expect(names(values, errors)).toEqual(expected);
  });

  it('a field referring to an unknown field depends on its value only', () => {
    const list: ConditionalField[] = [{ name: 'notes', showWhen: { field: 'car_id' } }];
    expect(visibleFields(list, { car_id: 12 }).map((field) => field.name)).toEqual(['notes']);
    expect(visibleFields(list, {}).map((field) => field.name)).toEqual([]);
  });

  it('a cycle of conditions stays hidden instead of looping', () => {
    const list: ConditionalField[] = [
      { name: 'a', showWhen: { field: 'b' } },
      { name: 'b', showWhen: { field: 'a' } },
      { name: 'c' },
    ];
    expect(visibleFields(list, { a: 'x', b: 'y' }).map((field) => field.name)).toEqual(['c']);
  });

  it('visibleValues drops what hidden fields hold and keeps values of other keys', () => {
    expect(visibleValues(fields, { has_trade_in: false, trade_in_rego: 'ABC123', car_id: 5 })).toEqual({
      has_trade_in: false,
      car_id: 5,
    });
  });

  it.each<[unknown, boolean]>([
    ['x', true],
    [0, true],
    [true, true],
    ['', false],
    ['  ', false],
    [false, false],
    [null, false],
    [undefined, false],
    [[], false],
    [[''], false],
    [['a'], true],
  ])('hasValue(%j) -> %s', (value, expected) => {
    expect(hasValue(value)).toBe(expected);
  });
});
