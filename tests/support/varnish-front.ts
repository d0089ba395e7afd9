import { frontPurgeToken } from '../../playwright.config';
import { startVarnish, varnishInstalled, type Varnish } from '../../scripts/front/varnish';
import { enterStack } from '../../scripts/lib/test-stacks';

/**
 * Playwright's global setup: Varnish with the repository's VCL in front of each test server (one
 * per stack, scripts/lib/test-stacks.ts) for the whole run, on the port after the server's, so every
 * stock change a spec makes is purged there as in production. Where varnishd is not installed,
 * tests/e2e/varnish-front.spec.ts is skipped (CI installs it).
 */
export default async function varnishFront(): Promise<(() => Promise<void>) | undefined> {
  if (!varnishInstalled()) return undefined;
  const fronts: Varnish[] = [];
  for (const stack of enterStack()) {
    const appPort = Number(stack.E2E_PORT);
    fronts.push(await startVarnish({ appPort, port: appPort + 1, token: frontPurgeToken, output: 'ignore' }));
  }
  return async () => {
    for (const front of fronts) await front.stop();
  };
}
