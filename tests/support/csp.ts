import type { Page } from '@playwright/test';

/** One directive of a Content-Security-Policy header, as sent ('' when absent). */
export function cspDirective(policy: string, name: string): string {
  return (
    policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? ''
  );
}

/** Records every `securitypolicyviolation` event and CSP console message from the first byte on. */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (m) => /Content Security Policy/i.test(m.text()) && messages.push(`console: ${m.text()}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  return async () => [...messages, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}
