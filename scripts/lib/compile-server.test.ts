import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileServer } from './compile-server';

const root = path.resolve(import.meta.dirname, '../..');

describe('compileServer', () => {
  it('bundles the project files serve.ts imports and leaves only packages and Node built-ins to load', () => {
    const source = fs.readFileSync(compileServer(root), 'utf8');
    const imported = [...source.matchAll(/(?:^import .* from |import\()["']([^"']+)["']/gm)].map((match) => match[1]!);
    expect(imported).toContain('next');
    expect(imported.filter((specifier) => specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('@/'))).toEqual([]);
    expect(source).not.toContain('import.meta.dirname');
    expect(source).toContain(JSON.stringify(path.join(root, 'scripts')));
  });
});
