import { describe, expect, it } from 'vitest';
import { PHONE_MASKS } from '../domain/validation/phone-mask';
import { applyMask } from './mask';

describe('applyMask', () => {
  it.each([
    [PHONE_MASKS.auMobile, '0412345678', '0412 345 678'],
    [PHONE_MASKS.auMobile, '0412', '0412'],
    [PHONE_MASKS.auMobile, '04123', '0412 3'],
    [PHONE_MASKS.auLandline, '0298765432', '(02) 9876 5432'],
    [PHONE_MASKS.us, '2125550123', '(212) 555-0123'],
    [PHONE_MASKS.auMobile, '0412 345 678 999', '0412 345 678'],
    [null, '+64 21 123', '+64 21 123'],
  ])('%s over %s gives %s', (mask, typed, expected) => {
    expect(applyMask(mask, typed)).toBe(expected);
  });
});
