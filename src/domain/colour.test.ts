import { describe, expect, it } from 'vitest';
import { contrastRatio, readableInk, readableOn } from './colour';

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

describe('brand colour as link text on white', () => {
  it.each(['#0b3d91', '#eb0a1e', '#22c55e', '#facc15', '#38bdf8', '#ffffff'])('%s reads at 4.5:1 or better', (brand) => {
    expect(contrastRatio(readableOn(brand), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a colour that already reads', () => {
    expect(readableOn('#0b3d91')).toBe('#0b3d91');
  });
});
