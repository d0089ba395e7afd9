import { describe, expect, it } from 'vitest';
import { DEVICE_MAX_AGE_SECONDS, isVisitorId, SESSION_MAX_AGE_SECONDS, visitorCookies, visitorIdFromBytes, visitorIdsFromCookies } from './ids';

const A = '0f1e2d3c-4b5a-4968-8776-655443322110';
const B = '11111111-2222-4333-a444-555555555555';
const C = '99999999-8888-4777-b666-555555555555';

describe('visitorIdFromBytes', () => {
  it.each([
    [new Uint8Array(16), '00000000-0000-4000-8000-000000000000'],
    [new Uint8Array(16).fill(0xff), 'ffffffff-ffff-4fff-bfff-ffffffffffff'],
    [Uint8Array.from({ length: 16 }, (_, i) => i), '00010203-0405-4607-8809-0a0b0c0d0e0f'],
  ])('formats %j as a version 4 UUID', (bytes, id) => {
    expect(visitorIdFromBytes(bytes)).toBe(id);
    expect(isVisitorId(visitorIdFromBytes(bytes))).toBe(true);
  });

  it('needs exactly 16 bytes', () => {
    expect(() => visitorIdFromBytes(new Uint8Array(15))).toThrow(RangeError);
  });
});

describe('isVisitorId', () => {
  it.each([
    [A, true],
    [B, true],
    [A.toUpperCase(), false],
    ['0f1e2d3c-4b5a-1968-8776-655443322110', false],
    ['0f1e2d3c-4b5a-4968-c776-655443322110', false],
    [`${A} `, false],
    ['', false],
    [undefined, false],
    [42, false],
    ['<script>', false],
  ])('%j -> %s', (value, valid) => {
    expect(isVisitorId(value)).toBe(valid);
  });
});

describe('visitorIdsFromCookies', () => {
  it.each([
    [null, { anonId: null, sessionId: null }],
    ['', { anonId: null, sessionId: null }],
    [`fc_anon=${A}; fc_visit=${B}`, { anonId: A, sessionId: B }],
    [`other=1;fc_visit=${B} ;  fc_anon=${A}`, { anonId: A, sessionId: B }],
    [`fc_anon=${A}`, { anonId: A, sessionId: null }],
    [`fc_anon=forged; fc_visit=${B}`, { anonId: null, sessionId: B }],
    [`fc_anon_x=${A}`, { anonId: null, sessionId: null }],
  ])('%j', (header, ids) => {
    expect(visitorIdsFromCookies(header)).toEqual(ids);
  });
});

describe('visitorCookies', () => {
  const fresh = () => {
    const ids = [C, '22222222-3333-4444-9555-666666666666'];
    return () => ids.shift() ?? 'exhausted';
  };

  it.each([
    ['a returning visitor in the same session keeps both ids', { anonId: A, sessionId: B }, { anonId: A, sessionId: B }],
    ['a returning visitor after 30 idle minutes starts a session', { anonId: A, sessionId: null }, { anonId: A, sessionId: C }],
    ['a new visitor gets both', { anonId: null, sessionId: null }, { anonId: C, sessionId: '22222222-3333-4444-9555-666666666666' }],
    ['a session without a device id is not kept', { anonId: null, sessionId: B }, { anonId: C, sessionId: '22222222-3333-4444-9555-666666666666' }],
  ])('%s', (_name, current, ids) => {
    expect(visitorCookies(current, fresh(), false).ids).toEqual(ids);
  });

  it('renews both lifetimes, host-only, SameSite=Lax, Secure only on https', () => {
    const { cookies } = visitorCookies({ anonId: A, sessionId: B }, fresh(), false);
    expect(cookies).toEqual([`fc_anon=${A}; Max-Age=${DEVICE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`, `fc_visit=${B}; Max-Age=${SESSION_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`]);
    expect(DEVICE_MAX_AGE_SECONDS).toBe(34_560_000);
    expect(SESSION_MAX_AGE_SECONDS).toBe(1_800);
    for (const cookie of visitorCookies({ anonId: A, sessionId: B }, fresh(), true).cookies) {
      expect(cookie).toMatch(/; Secure$/);
      expect(cookie).not.toMatch(/Domain=/i);
    }
  });
});
