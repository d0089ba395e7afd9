import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '../../src/domain/breakpoints';

/**
 * The dealer sites' stylesheets use the SPEC 9 breakpoints only (src/domain/breakpoints.ts): every
 * width in a media query is a breakpoint (min-width) or 0.02px under one (max-width). The console's
 * and the platform's own stylesheets are tools for staff, laid out on their own terms.
 */
const STYLES = path.resolve(import.meta.dirname, '../../src/ui/styles');
const SITE_SHEETS = readdirSync(STYLES).filter((file) => file.endsWith('.css') && !file.startsWith('console') && file !== 'platform.css');
const ALLOWED = new Set(Object.values(BREAKPOINTS).flatMap((px) => [`min-width: ${px}px`, `max-width: ${px - 0.02}px`]));

function mediaWidths(css: string): string[] {
  return [...css.matchAll(/@media[^{]*/g)].flatMap(([query]) => [...query.matchAll(/(min|max)-width:\s*([\d.]+)(px|rem|em)/g)].map(([, side, value, unit]) => `${side}-width: ${value}${unit}`));
}

describe('site stylesheets use the SPEC 9 breakpoints', () => {
  it('finds the stylesheets', () => {
    expect(SITE_SHEETS).toContain('base.css');
  });

  it.each(SITE_SHEETS)('%s', (file) => {
    const strays = mediaWidths(readFileSync(path.join(STYLES, file), 'utf8')).filter((width) => !ALLOWED.has(width));
    expect(strays).toEqual([]);
  });
});
