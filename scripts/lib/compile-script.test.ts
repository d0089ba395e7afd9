import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileScript } from './compile-script';

const root = path.resolve(import.meta.dirname, '../..');

/** What a compiled script loads at run time: packages and Node built-ins only, never a project file or a loader. */
function importsOf(name: 'serve' | 'primary'): { source: string; imported: string[] } {
  const source = fs.readFileSync(compileScript(root, name), 'utf8');
  return { source, imported: [...source.matchAll(/(?:^import .* from |import\()["']([^"']+)["']/gm)].map((match) => match[1]!) };
}

const projectFiles = (imported: string[]) => imported.filter((specifier) => specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('@/'));

describe('compileScript', () => {
  it('bundles the project files serve.ts imports and leaves only packages and Node built-ins to load', () => {
    const { source, imported } = importsOf('serve');
    expect(imported).toContain('next');
    expect(projectFiles(imported)).toEqual([]);
    expect(source).not.toContain('import.meta.dirname');
    expect(source).toContain(JSON.stringify(path.join(root, 'scripts')));
  });

  it('bundles the resident start process with no project file and no tsx to load', () => {
    const { imported } = importsOf('primary');
    expect(imported).toContain('node:cluster');
    expect(projectFiles(imported)).toEqual([]);
    expect(imported.filter((specifier) => specifier.startsWith('tsx') || specifier === 'esbuild')).toEqual([]);
  });
});
