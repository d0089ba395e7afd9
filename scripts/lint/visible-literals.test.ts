import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentFiles, findLiteralHeadTexts, findVisibleLiterals, findWordConstants } from './visible-literals';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['src/ui', 'src/templates', 'src/page-bodies', 'app'];
/** Where a dealer site's head metadata is written: the route files and the page bodies they call. */
const HEAD_FOLDERS = ['app/sites', 'src/page-bodies'];

/** Files that may hold visible words: they are not a dealer site's pages, so they have no site locale. */
const ALLOWED: Record<string, string> = {
  'app/global-error.tsx': 'replaces the whole document when the layout itself failed: no site, so no locale, is known',
  'app/sites/[site]/not-found.tsx': 'one plain page for unknown hosts and unknown pages alike; Next gives it no params, so no site',
  'app/platform/page.tsx': 'the operator platform host, not a dealer site',
  'src/ui/layout/PreviewBar.tsx': "shown only to dealer staff in a signed site preview, in the console's one language",
  'app/platform/not-found.tsx': 'the operator platform host, not a dealer site',
  'app/platform/bench/ReferenceTable.tsx': 'a benchmark fixture page, not a dealer site',
  'app/platform/bench/reference/page.tsx': 'a benchmark fixture page, not a dealer site',
  'app/platform/bench/reference-rendered/page.tsx': 'a benchmark fixture page, not a dealer site',
  'app/platform/bench/trivial/page.tsx': 'a benchmark fixture page, not a dealer site',
};

/**
 * The dealer console (issue 28) is the dealership staff's own tool, in one language, on the platform
 * host: no dealer site, so no site locale picks its words. Its pages and components are not read.
 */
const isConsole = (file: string) => file.startsWith('app/platform/console/') || file.startsWith('src/ui/console/');

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
      .filter(([file]) => !(file in ALLOWED) && !isConsole(file))
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
  it('no title or description in app/sites or src/page-bodies is written as a literal', () => {
    const literals = componentFiles(ROOT, HEAD_FOLDERS, ['.ts', '.tsx']).flatMap((file) => findLiteralHeadTexts(file, readFileSync(path.join(ROOT, file), 'utf8')));
    expect(literals.map((l) => `${l.file}:${l.line} ${l.text}`)).toEqual([]);
  });
});

/**
 * Words outside JSX on a dealer site that stay literal, each with its reason. Every other constant
 * with words in a component, page body or route file must come from the catalogues; the platform and
 * benchmark pages (ALLOWED above, no site locale) are not listed here. Route handlers (route.ts and
 * their *-route.ts helpers) answer JSON with the spec's messages and are not read here.
 */
const WORD_CONSTANTS: Record<string, string> = {
  'src/ui/layout/SocialLinks.tsx:5 Facebook': 'a network name, the same in every locale',
  'src/ui/layout/SocialLinks.tsx:6 Instagram': 'a network name, the same in every locale',
  'src/ui/layout/SocialLinks.tsx:7 TikTok': 'a network name, the same in every locale',
  'src/ui/layout/SocialLinks.tsx:8 YouTube': 'a network name, the same in every locale',
  'src/ui/layout/SocialLinks.tsx:9 LinkedIn': 'a network name, the same in every locale',
  'src/ui/payments/payment-client.ts:27 An error occurred when submitting this form': "SPEC 8's form submit failure text, quoted exactly",
  'src/ui/data/fetch-data.ts:38 Unable to fetch data': "SPEC 8's data fetch failure log line, for developers in the console, not shoppers",
};

const constantsIn = (source: string) => findWordConstants('x.ts', source).map((l) => l.text);

describe('findWordConstants', () => {
  it.each([
    ['a title constant', "const NEWS_TITLE = 'Latest news';", ['Latest news']],
    ['a label in a lookup table', "const LABELS = { email: 'Email', x: 'X' };", ['Email']],
    ['a field error', "if (!price) errors.price = 'Please enter a price.';", ['Please enter a price.']],
    ['a fallback message', "const error = data.error ?? 'Request failed';", ['Request failed']],
    ['a template with words', 'const text = `Show Me ${count} ${noun}`;', ['Show Me']],
    ['a sentence in lower case', "const note = 'with a petrol engine for longer trips';", ['with a petrol engine for longer trips']],
  ])('finds %s', (_name, source, expected) => {
    expect(constantsIn(source)).toEqual(expected);
  });

  it.each([
    ['a key name compared', "if (event.key === 'Escape') close();"],
    ['a key name in a switch', "switch (key) { case 'Home': return 0; }"],
    ['a thrown error', "throw new Error('the garage is always gated');"],
    ['an import', "import { x } from 'Some Module';"],
    ['a directive', "'use client';"],
    ['a literal type', "type Kind = 'Used car';"],
    ['a class name template', 'const c = `status-chip status-${car.status}`;'],
    ['a value and a path', "const sort = 'price_asc'; const path = '/models';"],
    ['a JSX attribute, the other check\'s', '<a title="Favourites" />'],
  ])('leaves %s alone', (_name, source) => {
    expect(findWordConstants('x.tsx', source).map((l) => l.text)).toEqual([]);
  });
});

describe('dealer-site words held in constants come from the catalogues too', () => {
  const files = componentFiles(ROOT, FOLDERS, ['.ts', '.tsx']).filter(
    (file) => !(file in ALLOWED) && !file.startsWith('app/platform/') && !isConsole(file) && !file.endsWith('.test.ts') && !file.endsWith('route.ts'),
  );
  const found = files.flatMap((file) => findWordConstants(file, readFileSync(path.join(ROOT, file), 'utf8'))).map((l) => `${l.file}:${l.line} ${l.text}`);

  it('no constant outside the list holds words', () => {
    expect(found.filter((entry) => !(entry in WORD_CONSTANTS))).toEqual([]);
  });

  it('every listed constant is still there', () => {
    expect(Object.keys(WORD_CONSTANTS).filter((entry) => !found.includes(entry))).toEqual([]);
  });
});
