import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentText, namedPaths, pathExists } from './doc-paths';

const root = path.resolve(import.meta.dirname, '../..');

describe('namedPaths', () => {
  it.each<[string, string[]]>([
    ['see `src/domain/site-config.ts`.', ['src/domain/site-config.ts']],
    ['[the page](docs/search.md) and (tests/e2e/crawl.spec.ts)', ['docs/search.md', 'tests/e2e/crawl.spec.ts']],
    ['app/sites/[site]/page.tsx renders it', ['app/sites/[site]/page.tsx']],
    ['[docs/benchmarks.md](#search-speed) links within the page', ['docs/benchmarks.md']],
    ['the folder src/db/queries, then scripts/start.ts.', ['src/db/queries', 'scripts/start.ts']],
    ['globs are patterns: src/**/*.test.ts and app/sites/[site]/{a,b}/page.tsx', []],
    ['https://example.com/src/x.ts and node_modules/next/dist/app/x.js are not ours', []],
    ['a template `${dir}/src/x` is not a path', []],
  ])('%s', (text, expected) => {
    expect(namedPaths(text)).toEqual(expected);
  });
});

describe('commentText', () => {
  it('keeps comments and leaves code and URLs out', () => {
    const source = "import x from './src/a';\n// see src/b.ts\nconst u = 'https://x.test/src/c.ts';\n/** and src/d.ts */\n";
    expect(namedPaths(commentText(source))).toEqual(['src/b.ts', 'src/d.ts']);
  });
});

function files(dir: string, keep: (name: string) => boolean): string[] {
  if (!fs.existsSync(path.join(root, dir))) return [];
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(relative, keep);
    return keep(entry.name) ? [relative] : [];
  });
}

describe('every repository path the docs and comments name exists', () => {
  const docs = ['README.md', ...files('docs', (name) => name.endsWith('.md')).filter((file) => !file.startsWith('docs/examples/'))];
  const code = ['app', 'src', 'scripts', 'tests'].flatMap((dir) => files(dir, (name) => /\.(ts|tsx|mjs)$/.test(name)));
  const rootCode = fs.readdirSync(root).filter((name) => /\.(ts|mjs)$/.test(name));
  const named = [
    ...docs.map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') })),
    ...[...code, ...rootCode, '.ci/run'].map((file) => ({ file, text: commentText(fs.readFileSync(path.join(root, file), 'utf8')) })),
  ];

  it.each(named.filter(({ file }) => file !== 'scripts/lib/doc-paths.test.ts'))('$file', ({ text }) => {
    expect(namedPaths(text).filter((found) => !pathExists(root, found))).toEqual([]);
  });
});
