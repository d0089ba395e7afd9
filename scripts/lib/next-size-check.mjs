// @ts-check
import fs from 'node:fs';
import path from 'node:path';

/**
 * Next 16's IncrementalCache.set measures every entry it stores with `JSON.stringify(entry).length`,
 * though only a data-cache entry (`fetchCache`) is ever checked against the 2 MB limit. For a page
 * that serialises the whole HTML and the RSC payload's Buffer (as an array of numbers): about 8 ms
 * and a megabyte of garbage for each page rendered, all of it thrown away. After a publish every
 * page of the site renders again at once, so this was a tenth of the CPU a publish costs
 * (docs/decisions/054-cheaper-renders-after-publish.md). The guard computes the size only where it is read.
 *
 * Plain JavaScript: it runs from `npm install`'s postinstall, before anything is compiled.
 */

/** Next's minified runtimes: `let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152`. */
const MINIFIED = /let (\w+)=JSON\.stringify\((\w+)\)\.length;if\((\w+)\.fetchCache&&\1>2097152/g;
const MINIFIED_GUARDED = /let (\w+)=(\w+)\.fetchCache\?JSON\.stringify\((\w+)\)\.length:0;if\(\2\.fetchCache&&\1>2097152/;
/** Next's unminified server sources (the CommonJS and ESM builds). */
const SOURCE = 'const itemSize = JSON.stringify(data).length;';
const SOURCE_GUARDED = 'const itemSize = ctx.fetchCache ? JSON.stringify(data).length : 0;';

/** @param {string} nextDir */
function candidateFiles(nextDir) {
  const compiled = path.join(nextDir, 'dist/compiled/next-server');
  const runtimes = fs.existsSync(compiled) ? fs.readdirSync(compiled).filter((f) => f.endsWith('.js')).map((f) => path.join(compiled, f)) : [];
  const sources = ['dist/server/lib/incremental-cache/index.js', 'dist/esm/server/lib/incremental-cache/index.js'].map((f) => path.join(nextDir, f));
  return [...runtimes, ...sources].filter((f) => fs.existsSync(f));
}

/** @param {string} text */
function guard(text) {
  return text.replace(MINIFIED, (_all, size, entry, ctx) => `let ${size}=${ctx}.fetchCache?JSON.stringify(${entry}).length:0;if(${ctx}.fetchCache&&${size}>2097152`).replaceAll(SOURCE, SOURCE_GUARDED);
}

/**
 * Files of the Next at `nextDir` where the size check is unguarded, and where it is guarded.
 * @param {string} nextDir
 */
export function sizeChecks(nextDir) {
  /** @type {string[]} */
  const unguarded = [];
  /** @type {string[]} */
  const guarded = [];
  for (const file of candidateFiles(nextDir)) {
    const text = fs.readFileSync(file, 'utf8');
    if (guard(text) !== text) unguarded.push(file);
    else if (MINIFIED_GUARDED.test(text) || text.includes(SOURCE_GUARDED)) guarded.push(file);
  }
  return { unguarded, guarded };
}

/**
 * Guards every unguarded size check of the Next at `nextDir`, in place; running it again changes nothing.
 * @param {string} nextDir
 */
export function guardSizeChecks(nextDir) {
  const { unguarded } = sizeChecks(nextDir);
  for (const file of unguarded) fs.writeFileSync(file, guard(fs.readFileSync(file, 'utf8')));
  return sizeChecks(nextDir);
}
