import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentFiles, findVisibleLiterals } from './visible-literals';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['src/ui', 'src/templates', 'src/routes', 'app'];

/** Files that may hold visible words: they are not a dealer site's pages, so they have no site locale. */
const ALLOWED: Record<string, string> = {
  'app/global-error.tsx': 'replaces the whole document when the layout itself failed: no site, so no locale, is known',
  'app/sites/[site]/not-found.tsx': 'one plain page for unknown hosts and unknown pages alike; Next gives it no params, so no site',
  'app/platform/page.tsx': 'the operator platform host, not a dealer site',
  'app/platform/not-found.tsx': 'the operator platform host, not a dealer site',
  'app/platform/bench/ReferenceTable.tsx': 'a benchmark fixture page, not a dealer site',
  'app/platform/bench/reference/page.tsx': 'a benchmark fixture page, not a dealer site',
  'app/platform/bench/reference-rendered/page.tsx': 'a benchmark fixture page, not a dealer site',
  'app/platform/bench/trivial/page.tsx': 'a benchmark fixture page, not a dealer site',
};

/**
 * Dealer-site files whose words are not in the catalogues yet (issue 14). This list only shrinks:
 * a file that no longer holds a literal must leave it, and no file may join it.
 */
const NOT_YET_MOVED = new Set([
  'app/sites/[site]/error.tsx',
  'src/ui/car/CarActions.tsx',
  'src/ui/car/CarCard.tsx',
  'src/ui/car/CarGallery.tsx',
  'src/ui/car/CarLocation.tsx',
  'src/ui/car/CarPageView.tsx',
  'src/ui/car/CarPrice.tsx',
  'src/ui/car/CarSpecs.tsx',
  'src/ui/car/CertifiedInfo.tsx',
  'src/ui/dialog/Modal.tsx',
  'src/ui/finance/DisclaimerText.tsx',
  'src/ui/finance/FinanceDisclaimer.tsx',
  'src/ui/finance/FinanceEstimatePanel.tsx',
  'src/ui/finance/RatePair.tsx',
  'src/ui/finance/RepaymentCalculator.tsx',
  'src/ui/finance/RepaymentChart.tsx',
  'src/ui/reviews/ProviderRating.tsx',
  'src/ui/share/ShareButtons.tsx',
]);

const literalsIn = (source: string) => findVisibleLiterals('x.tsx', source).map((l) => l.text);

describe('findVisibleLiterals', () => {
  it.each([
    ['JSX text', '<p>Browse our stock</p>', ['Browse our stock']],
    ['text around an expression', '<p>We sent a {n}-digit code</p>', ['We sent a', '-digit code']],
    ['a visible attribute', '<a title="Favourites" />', ['Favourites']],
    ['an aria-label in braces', "<b aria-label={'Close menu'} />", ['Close menu']],
    ['both arms of a condition', "<b>{on ? 'Saved' : 'Save'}</b>", ['Saved', 'Save']],
    ['a template literal with words', '<b aria-label={`Remove ${name}`} />', ['`Remove ${name}`']],
    ['a field label prop', '<TextField label="Email" />', ['Email']],
  ])('finds %s', (_name, source, expected) => {
    expect(literalsIn(source)).toEqual(expected);
  });

  it.each([
    ['catalogue text', '<p>{texts.empty}</p>'],
    ['punctuation the layout draws', "<p>{a}{' · '}{b} / * |</p>"],
    ['class names and hrefs', '<a className="button" href="/favourites" />'],
    ['an empty alt', '<img alt="" />'],
    ['a number', '<b>{2}</b>'],
    ['a string outside JSX', "const kind = 'petrol';"],
  ])('leaves %s alone', (_name, source) => {
    expect(literalsIn(source)).toEqual([]);
  });
});

describe('dealer-site components read their words from the catalogues (src/i18n)', () => {
  const files = componentFiles(ROOT, FOLDERS);
  const found = new Map(files.map((file) => [file, findVisibleLiterals(file, readFileSync(path.join(ROOT, file), 'utf8'))]));

  it('no file outside the lists holds a visible literal', () => {
    const strays = [...found.entries()]
      .filter(([file]) => !(file in ALLOWED) && !NOT_YET_MOVED.has(file))
      .flatMap(([, literals]) => literals.map((l) => `${l.file}:${l.line} ${l.text}`));
    expect(strays).toEqual([]);
  });

  it('every listed file still exists and still needs its place on the list', () => {
    const stale = [...Object.keys(ALLOWED), ...NOT_YET_MOVED].filter((file) => (found.get(file) ?? []).length === 0);
    expect(stale).toEqual([]);
  });
});
