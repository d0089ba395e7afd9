import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentFiles, findLiteralHeadTexts, findVisibleLiterals } from './visible-literals';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['src/ui', 'src/templates', 'src/routes', 'app'];
/** Where a dealer site's head metadata is written: the route files and the page bodies they call. */
const HEAD_FOLDERS = ['app/sites', 'src/routes'];

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

const literalsIn = (source: string) => findVisibleLiterals('x.tsx', source).map((l) => l.text);
const headTextsIn = (source: string) => findLiteralHeadTexts('x.ts', source).map((l) => l.text);

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
      .filter(([file]) => !(file in ALLOWED))
      .flatMap(([, literals]) => literals.map((l) => `${l.file}:${l.line} ${l.text}`));
    expect(strays).toEqual([]);
  });

  it('every allowed file still exists and still needs its place on the list', () => {
    const stale = Object.keys(ALLOWED).filter((file) => (found.get(file) ?? []).length === 0);
    expect(stale).toEqual([]);
  });
});

describe('findLiteralHeadTexts', () => {
  it.each([
    ['a metadata title', "export const metadata = { title: 'Reserve', robots: { index: false } };", ['Reserve']],
    ['a description template with words', 'metadataOf(site, { path: "/models", description: `Every model ${site.name} sells` });', ['`Every model ${site.name} sells`']],
    ['the fallback of a title', "const meta = { title: content?.title ?? 'Special offers' };", ['Special offers']],
    ['an absolute title', "const meta = { title: { absolute: 'Search' } };", ['Search']],
  ])('finds %s', (_name, source, expected) => {
    expect(headTextsIn(source)).toEqual(expected);
  });

  it.each([
    ['a catalogue title', 'const meta = { title: messagesFor(site.locale).head.reserve };'],
    ['a title built from data only', 'const meta = { title: `${model.make.name} ${model.name}` };'],
    ["Next's title template", 'const meta = { title: { default: defaults.title, template: `%s | ${site.name}` } };'],
    ['a path', "const meta = { path: '/models' };"],
  ])('leaves %s alone', (_name, source) => {
    expect(headTextsIn(source)).toEqual([]);
  });
});

describe("dealer-site head texts come from the site's catalogue", () => {
  it('no title or description in app/sites or src/routes is written as a literal', () => {
    const literals = componentFiles(ROOT, HEAD_FOLDERS, ['.ts', '.tsx']).flatMap((file) => findLiteralHeadTexts(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(literals.map((l) => `${l.file}:${l.line} ${l.text}`)).toEqual([]);
  });
});
