// @ts-check
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * `npm start`, in two steps so that what only starting needs never stays resident beside the server
 * (issue 30: all of npm start within 500 MB on the embedded database):
 * 1. scripts/start.ts, in a child with tsx that exits: configuration, build, migration, demo seed,
 *    and the server and primary compiled to plain JavaScript;
 * 2. this process, with no loader, becomes the primary that runs the app processes (scripts/primary.ts).
 * Plain JavaScript because it is what runs before anything can be compiled.
 */
const root = path.resolve(import.meta.dirname, '..');
const REPORT_FD = 3;
const prepared = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/start.ts')], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'pipe'],
  env: { ...process.env, FORECOURT_START_REPORT_FD: String(REPORT_FD) },
});
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
const report = JSON.parse(String(prepared.output[REPORT_FD]));
const { runPrimary } = await import(pathToFileURL(report.primary).href);
runPrimary(report);
