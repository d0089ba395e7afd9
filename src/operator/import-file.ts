import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { isInsideDirectory } from '../domain/operator/import-dir';
import { env } from '../env';
import { ValidationError } from '../lib/errors';

/**
 * A file named in a hand-over, checked to lie inside OPERATOR_IMPORT_DIR once every symbolic link
 * is followed: the operator token lets a caller name a path, never read the rest of the disk.
 * A missing file is refused the same way, so the answer tells nothing about what exists elsewhere.
 */
export function importFile(field: string, file: string): string {
  const dir = path.resolve(env().OPERATOR_IMPORT_DIR);
  const refused = new ValidationError('The server reads handed-over files only from its import directory.', {
    [field]: [`The server reads files only from OPERATOR_IMPORT_DIR (${dir}): copy the file there and name it again.`],
  });
  let realDir: string;
  let realFile: string;
  try {
    realDir = fs.realpathSync(dir);
    realFile = fs.realpathSync(file);
  } catch {
    throw refused;
  }
  if (!isInsideDirectory(realDir, realFile)) throw refused;
  return realFile;
}
