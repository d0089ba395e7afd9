import { describe, expect, it } from 'vitest';
import { isMissingSiteId } from './session-data';

describe('website_session_data without a site id (SPEC 7: "Returns null when there is no site id")', () => {
  it.each([
    ['', true],
    ['  ', true],
    ['null', true],
    ['undefined', true],
    ['NULL', true],
    ['1', false],
    ['0', false],
    ['abc', false],
  ])('%j is missing: %s', (id, missing) => {
    expect(isMissingSiteId(id)).toBe(missing);
  });
});
