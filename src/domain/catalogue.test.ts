import { describe, expect, it } from 'vitest';
import { asModelStatus, cutDescription, MODEL_DESCRIPTION_MAX, modelHref } from './catalogue';

describe('cutDescription (SPEC 2 and 9: 75 characters)', () => {
  const seventyFive = 'x'.repeat(75);
  const cases: Array<[string, string | null | undefined, string]> = [
    ['empty', '', ''],
    ['null', null, ''],
    ['short stays whole', 'Nimble, frugal and easy to park.', 'Nimble, frugal and easy to park.'],
    ['exactly 75 stays whole', seventyFive, seventyFive],
    ['76 unbroken characters cut with an ellipsis', 'y'.repeat(76), `${'y'.repeat(72)}...`],
    [
      'long text cut at a word',
      'A versatile SUV with room for the family, the weekend gear and the dog, plus all-weather confidence.',
      'A versatile SUV with room for the family, the weekend gear and the dog...',
    ],
    [
      'trailing punctuation dropped before the ellipsis',
      'A dual-cab workhorse that tows, hauls and still cleans up nicely for the, weekend away with the family.',
      'A dual-cab workhorse that tows, hauls and still cleans up nicely for...',
    ],
    ['runs of white space collapse first', `Two   doors,\n pure driving joy.`, 'Two doors, pure driving joy.'],
  ];
  it.each(cases)('%s', (_name, text, expected) => {
    const cut = cutDescription(text);
    expect(cut).toBe(expected);
    expect(cut.length).toBeLessThanOrEqual(MODEL_DESCRIPTION_MAX);
  });
});

describe('asModelStatus', () => {
  it.each([
    ['new', 'new'],
    ['all_new', 'all_new'],
    ['coming_soon', 'coming_soon'],
    [null, null],
    ['discontinued', null],
  ])('%s -> %s', (value, status) => {
    expect(asModelStatus(value)).toBe(status);
  });
});

describe('modelHref', () => {
  it('model page unless overridden', () => {
    expect(modelHref({ slug: 'camry', overrideUrl: null })).toBe('/models/camry');
    expect(modelHref({ slug: 'landcruiser-300', overrideUrl: '/pages/landcruiser-300' })).toBe('/pages/landcruiser-300');
  });
});
