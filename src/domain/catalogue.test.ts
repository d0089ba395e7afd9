import { describe, expect, it } from 'vitest';
import { cutDescription, MODEL_DESCRIPTION_MAX, modelHref, modelStatusLabel } from './catalogue';

describe('cutDescription (SPEC 9: 75 characters)', () => {
  const long = 'A versatile SUV with room for the family, the weekend gear and the dog, plus all-weather confidence.';
  it.each([
    ['short text unchanged', 'Nimble, frugal and easy to park.', 'Nimble, frugal and easy to park.'],
    ['exactly 75 unchanged', 'x'.repeat(75), 'x'.repeat(75)],
    ['76 cut', `${'x'.repeat(76)}`, `${'x'.repeat(74)}…`],
    ['cut at a word', long, 'A versatile SUV with room for the family, the weekend gear and the dog…'],
    ['whitespace collapsed', '  Two   doors,\n pure driving joy. ', 'Two doors, pure driving joy.'],
  ])('%s', (_name, text, expected) => {
    const cut = cutDescription(text);
    expect(cut).toBe(expected);
    expect(cut.length).toBeLessThanOrEqual(MODEL_DESCRIPTION_MAX);
  });
});

describe('modelStatusLabel', () => {
  it.each([
    ['new', 'New'],
    ['all_new', 'All New'],
    ['coming_soon', 'Coming Soon'],
    [null, null],
    ['discontinued', null],
  ])('%s -> %s', (status, label) => {
    expect(modelStatusLabel(status)).toBe(label);
  });
});

describe('modelHref', () => {
  it('model page unless overridden', () => {
    expect(modelHref({ slug: 'camry', overrideUrl: null })).toBe('/models/camry');
    expect(modelHref({ slug: 'landcruiser-300', overrideUrl: '/pages/landcruiser-300' })).toBe('/pages/landcruiser-300');
  });
});
