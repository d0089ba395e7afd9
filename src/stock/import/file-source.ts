import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { columnMappingSchema, type ColumnMapping } from '../../domain/stock-feed/columns';
import { FeedFormatError } from './feed-error';
import { formatOf, type FeedSource } from './readers';

/** Reads a column mapping file (YAML or JSON, docs/stock-import.md); errors name the file and the path inside it. */
function readColumnMapping(file: string): ColumnMapping {
  let data: unknown;
  try {
    data = parseYaml(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new FeedFormatError(`${file}: ${(error as Error).message}`);
  }
  const parsed = columnMappingSchema.safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(top)'}: ${i.message}`).join('; ');
    throw new FeedFormatError(`${file}: ${issues}`);
  }
  return parsed.data;
}

/** A feed file on disk, its format from its extension, streamed as it is imported. */
export function fileSource(file: string, options: { mappingFile?: string; onBytes?: (bytes: number) => void } = {}): FeedSource & { size: number } {
  const format = formatOf(file);
  if (!format) throw new FeedFormatError(`${file}: a feed file ends in .csv, .json or .xml`);
  let size: number;
  try {
    const stat = fs.statSync(file);
    if (!stat.isFile()) throw new Error('not a file');
    size = stat.size;
  } catch (error) {
    throw new FeedFormatError(`${file}: cannot be read (${(error as Error).message})`);
  }
  return {
    name: path.basename(file),
    format,
    size,
    input: fs.createReadStream(file),
    ...(options.mappingFile ? { mapping: readColumnMapping(options.mappingFile) } : {}),
    ...(options.onBytes ? { onBytes: options.onBytes } : {}),
  };
}
