import { describe, expect, it } from 'vitest';
import { isValidVin, vinCheckDigit, withCheckDigit } from './vin';

describe('vinCheckDigit', () => {
  it.each([
    ['1M8GDM9AXKP042788', 'X'],
    ['11111111111111111', '1'],
    ['1HGCM82633A004352', '3'],
  ])('%s -> %s', (vin, digit) => {
    expect(vinCheckDigit(vin)).toBe(digit);
  });
});

describe('isValidVin', () => {
  it.each<[string, boolean, string]>([
    ['1M8GDM9AXKP042788', true, 'North American, check digit X'],
    ['1hgcm82633a004352', true, 'lower case is read as upper case'],
    ['1HGCM 82633A 004352', true, 'spaces are ignored'],
    ['1HGCM82623A004352', false, 'North American, wrong check digit'],
    ['JTDKB20U993456789', true, 'Japanese: the ninth place is the maker\'s own, not checked'],
    ['WVWZZZ1JZXW000001', true, 'German: not checked'],
    ['6T1BF3FK20X123456', true, 'Australian-built: not checked'],
    ['1HGCM82633A00435', false, 'sixteen characters'],
    ['1HGCM82633A0043521', false, 'eighteen characters'],
    ['1HGCM82633A0O4352', false, 'the letter O is never used'],
    ['JTDKB20U99345678I', false, 'the letter I is never used'],
    ['JTDKB20U99345678Q', false, 'the letter Q is never used'],
    ['', false, 'empty'],
  ])('%s: %s (%s)', (vin, valid) => {
    expect(isValidVin(vin)).toBe(valid);
  });

  it('withCheckDigit makes any VIN pass', () => {
    expect(isValidVin(withCheckDigit('1HGCM82603A004352'))).toBe(true);
    expect(withCheckDigit('1HGCM82603A004352')).toBe('1HGCM82633A004352');
  });
});
