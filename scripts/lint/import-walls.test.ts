import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Every wall of eslint.config.mjs (docs/decisions/014-import-boundaries.md) holds: a probe source
 * linted as if it stood in the walled folder imports one module of every other part of the code,
 * and exactly the imports the wall does not list are refused. The probes live only in memory.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const RULE = 'walls/imports';

type Wall = { may: string[]; why: string };

/** The parts of the code a probe imports from: every top-level folder of src, and app (src/env.ts and its test are walled as a file). */
function parts(): string[] {
  const src = readdirSync(path.join(ROOT, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `src/${entry.name}`);
  return [...src, 'src/env.ts', 'app'].filter((part) => part !== 'src/types');
}

/** One real module of a part, so the import resolves as a real crossing would. */
function moduleOf(part: string): string {
  const full = path.join(ROOT, part);
  if (statSync(full).isFile()) return part;
  const stack = [full];
  while (stack.length > 0) {
    const dir = stack.shift()!;
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    const file = entries.find((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name));
    if (file) return path.relative(ROOT, path.join(dir, file.name));
    stack.push(...entries.filter((e) => e.isDirectory()).map((e) => path.join(dir, e.name)));
  }
  throw new Error(`no module in ${part}`);
}

const allows = (wall: Wall, target: string, part: string) =>
  part === target || part.startsWith(`${target}/`) || wall.may.some((allowed) => part === allowed || part.startsWith(`${allowed}/`));

let eslint: ESLint;
let walls: Record<string, Wall>;

beforeAll(async () => {
  eslint = new ESLint({ cwd: ROOT });
  const configPath = path.join(ROOT, 'eslint.config.mjs');
  ({ WALLS: walls } = (await import(configPath)) as { WALLS: Record<string, Wall> });
}, 120_000);

describe('import walls', () => {
  it('every top-level folder of src, app, scripts and the root entry files has a wall', () => {
    const expected = [...parts(), 'src/types', 'scripts', 'proxy.ts', 'instrumentation.ts', 'instrumentation-client.ts'].filter(
      (part) => part !== 'src/env.ts' && existsSync(path.join(ROOT, part)),
    );
    expect(Object.keys(walls).sort()).toEqual(expected.sort());
  });

  it('each wall refuses every part it does not list, and only those', async () => {
    const failures: string[] = [];
    for (const [target, wall] of Object.entries(walls)) {
      const isFile = /\.tsx?$/.test(target);
      const probePath = path.join(ROOT, isFile ? target : `${target}/wall-probe.ts`);
      const probes = parts().filter((part) => part !== target && !part.startsWith(`${target}/`));
      const modules = probes.map(moduleOf);
      const lines = modules.map((module) => {
        let specifier = path.relative(path.dirname(probePath), path.join(ROOT, module)).replace(/\.tsx?$/, '');
        if (!specifier.startsWith('.')) specifier = `./${specifier}`;
        return `import '${specifier}';`;
      });
      const [result] = await eslint.lintText(`${lines.join('\n')}\n`, { filePath: probePath });
      const refused = new Set(result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.line));
      probes.forEach((part, index) => {
        const shouldRefuse = !allows(wall, target, part);
        if (refused.has(index + 1) !== shouldRefuse) failures.push(`${target} -> ${part} (${modules[index]}): ${shouldRefuse ? 'not refused' : 'refused'}`);
      });
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it.each([
    ['src/ui', 'src/payments/runtime.ts'],
    ['src/ui', 'src/site/menu-data.ts'],
    ['src/ui', 'src/env.ts'],
    ['src/templates', 'src/accounts/sessions.ts'],
    ['src/templates', 'src/db/index.ts'],
    ['app', 'src/db/index.ts'],
    ['app', 'src/env.ts'],
    ['src/page-bodies', 'src/db/index.ts'],
  ])('%s may not import %s', async (target, module) => {
    const probePath = path.join(ROOT, target, 'wall-probe.tsx');
    const specifier = path.relative(path.dirname(probePath), path.join(ROOT, module)).replace(/\.tsx?$/, '');
    const [result] = await eslint.lintText(`import '${specifier}';\n`, { filePath: probePath });
    expect(result!.messages.map((m) => m.ruleId)).toContain(RULE);
  });
});

describe('every form of import crosses the same wall', () => {
  const probePath = path.join(ROOT, 'src/ui/wall-probe.tsx');
  const lint = async (source: string) => {
    const [result] = await eslint.lintText(`${source}\n`, { filePath: probePath });
    return result!.messages.filter((m) => m.ruleId === RULE).length;
  };

  it.each([
    ["import { getDb } from '@/db';", 1],
    ["import type { Car } from '@/db/schema';", 1],
    ["export * from '../db/schema';", 1],
    ["export { getDb } from '@/db/index';", 1],
    ["export const load = () => import('@/env');", 1],
    ["import { availabilityOf } from '@/domain/availability';", 0],
    ["import { availabilityOf } from '../domain/availability';", 0],
    ["import Link from 'next/link';", 0],
  ])('%s: %i refused', async (source, refused) => {
    expect(await lint(source)).toBe(refused);
  });
});
