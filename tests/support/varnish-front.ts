import { frontPort, frontPurgeToken } from '../../playwright.config';
import { startVarnish, varnishInstalled } from '../../scripts/front/varnish';

/**
 * Playwright's global setup: Varnish with the repository's VCL in front of the test server for the
 * whole run, so every stock change a spec makes is purged there as in production. Where varnishd
 * is not installed, tests/e2e/varnish-front.spec.ts is skipped (CI installs it).
 */
export default async function varnishFront(): Promise<(() => Promise<void>) | undefined> {
  if (!varnishInstalled()) return undefined;
  const appPort = Number(process.env.E2E_PORT ?? 3100);
  const varnish = await startVarnish({ appPort, port: frontPort, token: frontPurgeToken, output: 'ignore' });
  return varnish.stop;
}
