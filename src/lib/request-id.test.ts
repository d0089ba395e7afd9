import { describe, expect, it } from 'vitest';
import { requestIdFor } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFor', () => {
  it('keeps an incoming id that has the shape of ours', () => {
    expect(requestIdFor('0b9d6a4e-3c1f-4a2b-9d8e-7f6a5b4c3d2e')).toBe('0b9d6a4e-3c1f-4a2b-9d8e-7f6a5b4c3d2e');
  });

  it.each([
    ['no header', null],
    ['empty', ''],
    ['free text', 'hello world'],
    ['upper case', '0B9D6A4E-3C1F-4A2B-9D8E-7F6A5B4C3D2E'],
    ['not version 4', '0b9d6a4e-3c1f-1a2b-9d8e-7f6a5b4c3d2e'],
    ['a line break after an id', '0b9d6a4e-3c1f-4a2b-9d8e-7f6a5b4c3d2e\n{"forged":true}'],
    ['too long', '0b9d6a4e-3c1f-4a2b-9d8e-7f6a5b4c3d2e0'],
  ])('makes a new id for %s', (_, incoming) => {
    const id = requestIdFor(incoming);
    expect(id).toMatch(UUID);
    expect(id).not.toBe(incoming);
  });
});
