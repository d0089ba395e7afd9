import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe-core's serious and critical findings on the page as it stands, one line each with their
 * elements. Every rule runs; only violations are reported in full (`resultTypes`): axe then keeps
 * one example node, not every node, of the passes and the rest, which the browser built and the
 * test process read on every page for nothing.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
