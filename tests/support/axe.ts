import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's serious and critical findings on the page as it stands, one line each with their
 * elements. Every rule runs; only violations are reported in full (`resultTypes`): axe then keeps
 * one example node, not every node, of the passes and the rest.
 *
 * One `axe.run` in the page (the builder's legacy mode), with our own origin's frames, not a
 * partial run per frame finished in a blank page the builder opens for it: that was two thirds of
 * every scan's 2-4 s and a third of the browser suite's time. What the partial run adds is frames of
 * other origins, and the test network has none that load (docs/decisions/049-axe-in-one-pass.md).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
