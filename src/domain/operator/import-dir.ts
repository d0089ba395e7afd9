import path from 'node:path';

/**
 * Whether `file` lies inside `dir`, both absolute and already resolved (symbolic links followed):
 * the operator endpoints read handed-over files only from OPERATOR_IMPORT_DIR.
 */
export function isInsideDirectory(dir: string, file: string): boolean {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith(`..${path.sep}`) && relative !== '..' && !path.isAbsolute(relative);
}
