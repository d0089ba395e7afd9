import fs from 'node:fs';
import path from 'node:path';
import { buildSync, stop } from 'esbuild';

/**
 * A script of `npm start` (scripts/{name}.ts) and the project files it imports, bundled into one
 * plain JavaScript file, .next/forecourt/{name}.mjs, that runs with no loader; packages stay
 * external, loaded from node_modules. The app processes run serve.ts so, and the resident start
 * process primary.ts, so that neither keeps tsx (about 40 MB in a process that lives as long as the server).
 *
 * Run through tsx, each app process kept tsx's module hooks for its whole life, and with a cache
 * handler configured Next calls `import()` on it three times per page request: with the hooks
 * installed, each is a round trip to tsx's hook thread. That cost about 1 ms of the JavaScript
 * thread and 0.6-1 ms of the hook thread per first render (docs/benchmarks.md, "Several app
 * processes: where the time goes"), CPU a second process on the same cores cannot use.
 */
export function compileScript(root: string, name: 'serve' | 'primary'): string {
  const outfile = path.join(root, `.next/forecourt/${name}.mjs`);
  const [output] = buildSync({
    entryPoints: [path.join(root, `scripts/${name}.ts`)],
    outfile,
    write: false,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The scripts find the project from their own directory, which is not the bundle's.
    define: { 'import.meta.dirname': JSON.stringify(path.join(root, 'scripts')) },
    logLevel: 'warning',
  }).outputFiles;
  // Written aside and renamed: another `npm start` in this directory may be starting its processes from it.
  fs.mkdirSync(path.dirname(outfile), { recursive: true });
  const aside = `${outfile}.${process.pid}`;
  fs.writeFileSync(aside, output!.contents);
  fs.renameSync(aside, outfile);
  return outfile;
}

/** Once the last script is compiled: esbuild's service process would otherwise stay resident (12 MB) beside the server. */
export function stopCompiler(): void {
  void stop();
}
