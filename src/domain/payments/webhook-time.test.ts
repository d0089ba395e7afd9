import { describe, expect, it } from 'vitest';
import { WEBHOOK_TOLERANCE_SECONDS, signatureTimestamp, signedInTheFuture } from './webhook-time';

const NOW_MS = 1_800_000_000_000;
const NOW = NOW_MS / 1000;

describe('signatureTimestamp', () => {
  it.each([
    ['t=1800000000,v1=abc', 1_800_000_000],
    ['v1=abc,t=1800000000', 1_800_000_000],
    ['t=1,t=1800000000,v1=abc', 1_800_000_000],
    ['v1=abc', null],
    ['t=soon,v1=abc', null],
    ['t=,v1=abc', null],
    ['t=-5,v1=abc', null],
    ['', null],
  ])('%s is %s', (header, expected) => {
    expect(signatureTimestamp(header)).toBe(expected);
  });
});

describe('signedInTheFuture', () => {
  it.each([
    ['now', NOW, false],
    ['a minute ago', NOW - 60, false],
    ['an hour ago (the SDK refuses it)', NOW - 3_600, false],
    ['a minute ahead (clock skew)', NOW + 60, false],
    ['exactly the tolerance ahead', NOW + WEBHOOK_TOLERANCE_SECONDS, false],
    ['one second past the tolerance', NOW + WEBHOOK_TOLERANCE_SECONDS + 1, true],
    ['an hour ahead', NOW + 3_600, true],
    ['a year ahead', NOW + 31_536_000, true],
  ])('%s: %s', (_name, signedAt, expected) => {
    expect(signedInTheFuture(signedAt, NOW_MS)).toBe(expected);
  });
});
