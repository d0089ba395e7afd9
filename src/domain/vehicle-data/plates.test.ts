import { describe, expect, it } from 'vitest';
import { REGO_MESSAGE } from '../validation/messages';
import { AU_PLATE_STATES, checkPlate, generalIssuePlate, isPlateOf, STATE_MESSAGE } from './plates';

describe('checkPlate on Australian sites', () => {
  it.each<[string, string, ReturnType<typeof checkPlate>]>([
    ['AB12CD', 'NSW', { ok: true, plate: 'AB12CD', state: 'NSW' }],
    [' ab-12 cd ', 'nsw', { ok: true, plate: 'AB12CD', state: 'NSW' }],
    ['1AB2CD', 'VIC', { ok: true, plate: '1AB2CD', state: 'VIC' }],
    ['123ABC', 'QLD', { ok: true, plate: '123ABC', state: 'QLD' }],
    ['S123ABC', 'SA', { ok: true, plate: 'S123ABC', state: 'SA' }],
    ['1ABC123', 'WA', { ok: true, plate: '1ABC123', state: 'WA' }],
    ['A12BC', 'TAS', { ok: true, plate: 'A12BC', state: 'TAS' }],
    ['CA12BC', 'NT', { ok: true, plate: 'CA12BC', state: 'NT' }],
    ['YAB12C', 'ACT', { ok: true, plate: 'YAB12C', state: 'ACT' }],
    ['GOFAST', 'VIC', { ok: true, plate: 'GOFAST', state: 'VIC' }],
    ['1', 'QLD', { ok: true, plate: '1', state: 'QLD' }],
    ['S123ABC', 'NSW', { ok: false, field: 'rego', message: REGO_MESSAGE }],
    ['1ABC123', 'SA', { ok: false, field: 'rego', message: REGO_MESSAGE }],
    ['T123ABC', 'SA', { ok: false, field: 'rego', message: REGO_MESSAGE }],
    ['ABC1234', 'WA', { ok: false, field: 'rego', message: REGO_MESSAGE }],
    ['ABCDEFG', 'VIC', { ok: false, field: 'rego', message: REGO_MESSAGE }],
    ['AB_12', 'NSW', { ok: false, field: 'rego', message: REGO_MESSAGE }],
    ['', 'NSW', { ok: false, field: 'rego', message: REGO_MESSAGE }],
    ['<b>', 'NSW', { ok: false, field: 'rego', message: REGO_MESSAGE }],
    ['AB12CD', '', { ok: false, field: 'state', message: STATE_MESSAGE }],
    ['AB12CD', 'Auckland', { ok: false, field: 'state', message: STATE_MESSAGE }],
  ])('%j in %j', (plate, state, expected) => {
    expect(checkPlate(plate, state, true)).toEqual(expected);
  });
});

describe('checkPlate elsewhere', () => {
  it.each<[string, string, boolean]>([
    ['ABC123', 'Auckland', true],
    ['7ABC123', 'CA', true],
    ['ABCDEFGHJK', 'CA', false],
    ['AB 12', '', true],
    ['AB?12', 'Texas', false],
  ])('%j in %j: %s', (plate, state, ok) => {
    expect(checkPlate(plate, state, false).ok).toBe(ok);
  });
});

describe('generalIssuePlate', () => {
  it.each(AU_PLATE_STATES.map((state) => [state]))('gives valid, distinct plates in %s', (state) => {
    const plates = Array.from({ length: 200 }, (_, index) => generalIssuePlate(state, index * 7919));
    for (const plate of plates) expect(isPlateOf(plate, state)).toBe(true);
    expect(new Set(plates).size).toBe(plates.length);
  });

  it.each([
    ['NSW', 0, 'AA00AA'],
    ['NSW', 1, 'AA00AB'],
    ['SA', 0, 'S000AAA'],
    ['WA', 10, '0AAA010'],
  ] as const)('%s number %d is %s', (state, index, plate) => {
    expect(generalIssuePlate(state, index)).toBe(plate);
  });
});
