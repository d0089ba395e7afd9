import { describe, expect, it } from 'vitest';
import { Dictionary, PackedReader } from './packed-reader';

const F = '\u001f';
const C = '\u001e';
const E = '\u001d';

describe('PackedReader.number', () => {
  it.each<[string, number]>([
    ['0', 0],
    ['41820', 41_820],
    ['-1', -1],
    ['-0', -0],
    ['007', 7],
    // A listing date in microseconds: 16 digits, still exact.
    ['1793813024062614', 1_793_813_024_062_614],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
    // Past the exact integers, read as Number reads it (rounded once, not per digit).
    ['9007199254740993', Number('9007199254740993')],
    ['123456789012345678901', Number('123456789012345678901')],
    ['1.5', 1.5],
    ['1e3', 1_000],
    ['', 0],
    ['-', Number.NaN],
    ['12a', Number.NaN],
  ])('%j reads as %d', (field, value) => {
    const reader = new PackedReader(`${field}${F}next`);
    expect(reader.number()).toBe(value);
    expect(reader.atField()).toBe(true);
  });

  it('tells which separator ended a field', () => {
    const reader = new PackedReader(`1${F}2${C}3`);
    reader.number();
    expect(reader.atField()).toBe(true);
    reader.number();
    expect([reader.atField(), reader.atRecord(), reader.atRecordEnd(false)]).toEqual([false, true, true]);
    expect(reader.number()).toBe(3);
    expect(reader.atRecordEnd(true)).toBe(true);
  });
});

describe('PackedReader.code', () => {
  it('codes each distinct value once, whatever the guesses by first character', () => {
    const values = ['Blue', 'Black', 'Blue', 'Bl', 'Blues', '', 'Black', 'B', '', 'Blue'];
    const reader = new PackedReader(values.join(F));
    const dictionary = new Dictionary();
    const codes = values.map(() => reader.code(dictionary));
    expect(codes.map((code) => dictionary.values[code])).toEqual(values);
    expect(dictionary.values).toEqual(['Blue', 'Black', 'Bl', 'Blues', '', 'B']);
  });

  it('leaves out the presence mark, answers -1 for an empty optional field, and stops at field and record separators only', () => {
    const reader = new PackedReader(`\u0002White${F}${F}\u0002Red${E}ish${F}\u0002${C}\u0002White`);
    const dictionary = new Dictionary();
    expect(Array.from({ length: 5 }, () => reader.optionalCode(dictionary))).toEqual([0, -1, 1, 2, 0]);
    expect(dictionary.values).toEqual(['White', `Red${E}ish`, '']);
    expect(reader.atRecordEnd(true)).toBe(true);
  });

  it('reads array elements up to each element separator', () => {
    const reader = new PackedReader(`Bluetooth${E}${E}Sunroof${E}Bluetooth${F}x`);
    const dictionary = new Dictionary();
    const codes = [reader.element(dictionary)];
    while (reader.atElement()) codes.push(reader.element(dictionary));
    expect(codes.map((code) => dictionary.values[code])).toEqual(['Bluetooth', '', 'Sunroof', 'Bluetooth']);
    expect(reader.atField()).toBe(true);
  });

  it('tells an empty field from a present one', () => {
    const reader = new PackedReader(`${F}a${F}`);
    expect(reader.empty()).toBe(true);
    expect(reader.empty()).toBe(false);
    expect(reader.code(new Dictionary())).toBe(0);
    expect(reader.empty()).toBe(true);
    expect(reader.atRecordEnd(true)).toBe(true);
  });

  it('reads a field as it is', () => {
    const reader = new PackedReader(`Bench Yard 1${F}${C}x`);
    expect([reader.raw(), reader.raw(), reader.raw()]).toEqual(['Bench Yard 1', '', 'x']);
    expect(reader.atRecordEnd(true)).toBe(true);
  });
});
