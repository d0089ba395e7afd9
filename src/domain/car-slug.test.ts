import { describe, expect, it } from 'vitest';
import { CAR_SLUG_MAX_LENGTH, isCarSlug } from './car-slug';

describe('isCarSlug (SPEC 5: letters, digits, hyphen and underscore)', () => {
  it.each([
    ['2024-toyota-corolla-ascent-sport-ht1234', true],
    ['Mazda_CX-5_GT', true],
    ['abc123', true],
    ['a', true],
    ['', false],
    ['has space', false],
    ['dot.json', false],
    ['slash/evil', false],
    ['..', false],
    ['percent%20', false],
    ['quote"', false],
    ['<script>', false],
    ['émile', false],
    ['x'.repeat(CAR_SLUG_MAX_LENGTH), true],
    ['x'.repeat(CAR_SLUG_MAX_LENGTH + 1), false],
  ])('%j -> %s', (slug, expected) => {
    expect(isCarSlug(slug)).toBe(expected);
  });
});
