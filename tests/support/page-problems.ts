import type { Page } from '@playwright/test';

/**
 * Console errors, page errors, failed requests and error responses seen by a page, for a test to
 * expect none. Aborted requests are not failures: pages cancel superseded fetches on purpose.
 */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()} (${m.location().url})`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText ?? '';
    if (!error.includes('ERR_ABORTED')) problems.push(`failed: ${r.url()} ${error}`);
  });
  page.on('response', (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`));
  return problems;
}
