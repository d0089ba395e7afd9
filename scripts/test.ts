import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `npm test`: type check, lint, unit and integration tests (Vitest), then browser tests
 * (Playwright on Debian's Chromium against the production build). Stops at the first failing
 * step and ends with one 'N passed, N failed' line over all the tests that ran.
 */
const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });

type Step = { name: string; command: string; args: string[]; report?: string };

const steps: Step[] = [
  { name: 'type check', command: bin('tsc'), args: ['--noEmit'] },
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
  {
    name: 'unit and integration tests',
    command: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(results, 'vitest-report.json')}`],
    report: 'vitest-report.json',
  },
  { name: 'browser tests', command: bin('playwright'), args: ['test'], report: 'e2e-report.json' },
];

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

let failedStep: string | null = null;
for (const step of steps) {
  if (step.report) fs.rmSync(path.join(results, step.report), { force: true });
  console.log(`\n== ${step.name}: ${path.basename(step.command)} ${step.args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(step.command, step.args, { cwd: root, stdio: 'inherit' });
  console.log(`== ${step.name}: ${run.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (step.report) {
    const counts = readCounts(step.report);
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  if (run.status !== 0) {
    failedStep = step.name;
    if (total.failed === 0) total.failed = 1;
    break;
  }
}

console.log(`\n${failedStep ? `npm test failed at: ${failedStep}` : 'npm test: all steps passed'}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedStep ? 1 : 0);
