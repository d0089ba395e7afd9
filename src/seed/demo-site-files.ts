import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteFile } from '../domain/site-file/schema';
import { readSiteFileFrom } from '../site/site-file-text';
import { moveDemoDates } from './demo-dates';

/** The demo network's sites as site files (docs/site-file.md), applied in file-name order. */
export const DEMO_SITES_DIR = fileURLToPath(new URL('../../data/sites/', import.meta.url));

/** The reference date the files in DEMO_SITES_DIR were exported for (SEED_REFERENCE_DATE=2026-11-23). */
export const DEMO_SITES_DATE = '2026-11-23';

/** Every demo site file, checked by the site-file schema, its dates moved to the reference date. */
export function readDemoSiteFiles(referenceDate: string): SiteFile[] {
  const names = fs
    .readdirSync(DEMO_SITES_DIR)
    .filter((name) => /\.(ya?ml|json)$/.test(name))
    .sort();
  if (names.length === 0) throw new Error(`No site files in ${DEMO_SITES_DIR}`);
  return names.map((name) => moveDemoDates(readSiteFileFrom(path.join(DEMO_SITES_DIR, name)), DEMO_SITES_DATE, referenceDate));
}
