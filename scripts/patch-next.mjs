// @ts-check
import path from 'node:path';
import { createRequire } from 'node:module';
import { guardSizeChecks } from './lib/next-size-check.mjs';

/**
 * `npm install`'s postinstall: guards Next's page-size check (scripts/lib/next-size-check.mjs,
 * docs/decisions/054-cheaper-renders-after-publish.md). Never fails an install: a Next without the check
 * serves the same pages, and the unit test of the guard says when an upgrade moved it.
 */
try {
  const nextDir = path.dirname(createRequire(import.meta.url).resolve('next/package.json'));
  const { guarded } = guardSizeChecks(nextDir);
  console.log(`[patch-next] Next's page-size check guarded in ${guarded.length} files`);
} catch (error) {
  console.warn(`[patch-next] left Next as installed: ${error instanceof Error ? error.message : String(error)}`);
}
