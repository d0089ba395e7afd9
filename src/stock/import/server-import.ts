import 'server-only';
import { expireTags } from '../../cache/invalidate';
import { getDb } from '../../db';
import { operatorImportSchema } from '../../domain/operator/requests';
import { fieldErrors } from '../../domain/validation/field-errors';
import { ValidationError } from '../../lib/errors';
import { importFile } from '../../operator/import-file';
import { fileSource } from './file-source';
import { importStockFeed, type ImportSummary } from './service';

/** A stock feed handed over by `npm run stock:import` (the server holds the embedded database). */
export async function importHandedOverFeed(body: unknown): Promise<ImportSummary> {
  const parsed = operatorImportSchema.safeParse(body);
  if (!parsed.success) throw new ValidationError('The import request is not valid.', fieldErrors(parsed.error));
  const { site, file, mapping, partial } = parsed.data;
  const source = fileSource(importFile('file', file), mapping ? { mappingFile: importFile('mapping', mapping) } : {});
  return importStockFeed(await getDb(), { site, source, partial, expire: expireTags });
}
