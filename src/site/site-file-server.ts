import 'server-only';
import { expireTags } from '../cache/invalidate';
import { getDb } from '../db';
import { operatorSiteApplySchema, operatorSiteExportSchema } from '../domain/operator/requests';
import { fieldErrors } from '../domain/validation/field-errors';
import { ValidationError } from '../lib/errors';
import { importFile } from '../operator/import-file';
import { forgetSiteDirectory } from './directory';
import { applySiteFile, exportSiteFile, type ApplyResult } from './site-file-service';
import { readSiteFileFrom, siteFileText } from './site-file-text';

/** `npm run site:apply` handed over to the server that holds the embedded database. */
export async function applyHandedOverSiteFile(body: unknown): Promise<ApplyResult> {
  const parsed = operatorSiteApplySchema.safeParse(body);
  if (!parsed.success) throw new ValidationError('The apply request is not valid.', fieldErrors(parsed.error));
  const file = readSiteFileFrom(importFile('file', parsed.data.file));
  return applySiteFile(await getDb(), file, {
    dryRun: parsed.data.dryRun,
    expire: async (tags) => {
      await forgetSiteDirectory();
      await expireTags(tags);
    },
  });
}

/** `npm run site:export` handed over: the file's text. */
export async function exportHandedOverSiteFile(body: unknown): Promise<{ text: string }> {
  const parsed = operatorSiteExportSchema.safeParse(body);
  if (!parsed.success) throw new ValidationError('The export request is not valid.', fieldErrors(parsed.error));
  return { text: siteFileText(await exportSiteFile(await getDb(), parsed.data.site), parsed.data.format) };
}
