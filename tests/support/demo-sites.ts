import { DEMO_SITES_DATE, readDemoSiteFiles } from '../../src/seed/demo-site-files';

/** The demo network's sites, as data/sites describes them (tests/e2e/platform.spec.ts checks the platform lists them all). */
export const DEMO_SITE_SLUGS: readonly string[] = readDemoSiteFiles(DEMO_SITES_DATE)
  .map((f) => f.website.slug)
  .sort();
