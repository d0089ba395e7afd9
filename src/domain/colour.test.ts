import { describe, expect, it } from 'vitest';
import { contrastRatio, readableInk } from './colour';

describe('readable ink on dealer brand colours', () => {
  it.each([
    ['#ffffff', '#111111'],
    ['#facc15', '#111111'],
    ['#eb0a1e', '#ffffff'],
    ['#0b3d91', '#ffffff'],
    ['#000000', '#ffffff'],
  ])('%s -> %s', (bg, ink) => {
    expect(readableInk(bg)).toBe(ink);
  });

  it('matches the WCAG contrast of black on white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
