import type { Page } from '@playwright/test';

/** Test machines have no internet: a map or tag host outside them cannot even be looked up. */
const OFFLINE = /ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/;
const LOCAL_HOST = /^(.+\.)?localhost$|^127\.0\.0\.1$/;

function outside(url: string): boolean {
  try {
    return !LOCAL_HOST.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * Console errors, page errors, failed requests and error responses seen by a page, for a test to
 * expect none. Aborted requests are not failures: pages cancel superseded fetches on purpose. Nor is
 * an outside host (a site's map provider or tag manager) that an offline machine cannot look up:
 * whether its request is allowed at all is the CSP tests' concern (maps.spec, tracking.spec).
 */
export function watchPageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const url = m.location().url;
    if (!(OFFLINE.test(m.text()) && outside(url))) problems.push(`console: ${m.text()} (${url})`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText ?? '';
    if (error.includes('ERR_ABORTED') || (OFFLINE.test(error) && outside(r.url()))) return;
    problems.push(`failed: ${r.url()} ${error}`);
  });
  page.on('response', (r) => r.status() >= 400 && problems.push(`HTTP ${r.status()}: ${r.url()}`));
  return problems;
}
