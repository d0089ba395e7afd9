import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * `npm test`: type check, lint and knip, unit tests, database tests (Vitest), then browser tests
 * (Playwright on Debian's Chromium against the production build). Stops at the first failing
 * step and ends with one 'N passed, N failed' line over all the tests that ran. The type check,
 * lint and knip run side by side.
 *
 * `npm test -- --only=check,unit,db,e2e,e2e-embedded` runs some legs: CI calls it once per concern
 * (docs/decisions/033-ci-once-per-concern.md). Without --only it runs check, unit, db and e2e on
 * whichever database the environment names (DATABASE_URL, or the embedded default).
 */
const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });

type Step = { name: string; command: string; args: string[]; report?: string; before?: () => number };

/**
 * Mozilla's Observatory grades our headers in tests/e2e/csp.spec.ts, but its package pulls install
 * scripts that download and compile, so it is no dependency of ours: the browser leg installs it,
 * without scripts, into node_modules when it is missing (docs/security-headers.md).
 */
const OBSERVATORY = '@mdn/mdn-http-observatory@1.4.8';
function installObservatory(): number {
  try {
    createRequire(path.join(root, 'package.json')).resolve('@mdn/mdn-http-observatory/package.json');
    return 0;
  } catch {
    console.log(`== installing ${OBSERVATORY} for the header grading, without install scripts and without saving it`);
    return spawnSync('npm', ['install', '--no-save', '--ignore-scripts', '--no-audit', '--no-fund', OBSERVATORY], { cwd: root, stdio: 'inherit' }).status ?? 1;
  }
}

const vitest = (project: string): Step => ({
  name: `${project} tests`,
  command: bin('vitest'),
  args: ['run', `--project=${project}`, '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(results, `vitest-${project}-report.json`)}`],
  report: `vitest-${project}-report.json`,
});

const LEGS: Record<string, Step[]> = {
  check: [
    { name: 'type check', command: bin('tsc'), args: ['--noEmit'] },
    { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
    { name: 'knip', command: bin('knip'), args: [] },
  ],
  unit: [vitest('unit')],
  db: [vitest('db')],
  e2e: [{ name: 'browser tests', command: bin('playwright'), args: ['test'], report: 'e2e-report.json', before: installObservatory }],
  'e2e-embedded': [
    { name: 'browser tests marked @embedded', command: bin('playwright'), args: ['test', '--grep', '@embedded'], report: 'e2e-report.json', before: installObservatory },
  ],
};
const DEFAULT_LEGS = ['check', 'unit', 'db', 'e2e'];

const only = process.argv.slice(2).find((arg) => arg.startsWith('--only='));
const legs = only ? only.slice('--only='.length).split(',').filter(Boolean) : DEFAULT_LEGS;
const unknown = legs.filter((leg) => !(leg in LEGS));
if (unknown.length > 0 || legs.length === 0) {
  console.error(`npm test: unknown leg ${unknown.join(', ') || '(none)'}; choose from ${Object.keys(LEGS).join(', ')}`);
  process.exit(2);
}
/** Legs whose steps run at once: they only read the sources. */
const SIDE_BY_SIDE = new Set(['check']);

type Counts = { passed: number; failed: number; skipped: number };
const total: Counts = { passed: 0, failed: 0, skipped: 0 };

function readCounts(report: string): Counts {
  const file = path.join(results, report);
  if (!fs.existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    numPassedTests?: number;
    numFailedTests?: number;
    numPendingTests?: number;
    stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  if (json.stats) {
    return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected, skipped: json.stats.skipped };
  }
  return { passed: json.numPassedTests ?? 0, failed: json.numFailedTests ?? 0, skipped: json.numPendingTests ?? 0 };
}

const describe = (step: Step) => `${step.name}: ${path.basename(step.command)} ${step.args.join(' ')}`;
const ended = (step: Step, status: number, started: number) =>
  console.log(`== ${step.name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);

/** One step with its output passed straight through; its exit status. */
function runInline(step: Step): number {
  if (step.report) fs.rmSync(path.join(results, step.report), { force: true });
  console.log(`\n== ${describe(step)}`);
  const started = Date.now();
  const status = step.before?.() || (spawnSync(step.command, step.args, { cwd: root, stdio: 'inherit' }).status ?? 1);
  ended(step, status, started);
  return status;
}

/**
 * Steps started together, each one's output held and printed whole when it ends, so the log reads
 * as if they ran one after another; their exit statuses in order. For tools that only read the
 * sources: the type checker and the linter each keep one core busy, and CI has two.
 */
function runSideBySide(group: Step[]): Promise<number[]> {
  return Promise.all(
    group.map(
      (step) =>
        new Promise<number>((resolve) => {
          const started = Date.now();
          const output: Buffer[] = [];
          const child = spawn(step.command, step.args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
          child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
          child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
          child.on('close', (code) => {
            console.log(`\n== ${describe(step)} (beside the others)`);
            process.stdout.write(Buffer.concat(output));
            ended(step, code ?? 1, started);
            resolve(code ?? 1);
          });
        }),
    ),
  );
}

let failedStep: string | null = null;
for (const leg of legs) {
  const legSteps = LEGS[leg] ?? [];
  const together = SIDE_BY_SIDE.has(leg) ? await runSideBySide(legSteps) : null;
  for (const [index, step] of legSteps.entries()) {
    const status = together ? together[index]! : runInline(step);
    if (step.report) {
      const counts = readCounts(step.report);
      total.passed += counts.passed;
      total.failed += counts.failed;
      total.skipped += counts.skipped;
    }
    if (status !== 0) {
      failedStep = step.name;
      if (total.failed === 0) total.failed = 1;
      break;
    }
  }
  if (failedStep) break;
}

console.log(`\n${failedStep ? `npm test failed at: ${failedStep}` : `npm test: all steps passed (${legs.join(', ')})`}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
