/** A statement refused by a foreign key (SQLSTATE 23503); the drivers give the code on the error or its cause. */
export function isForeignKeyViolation(error: unknown): boolean {
  const holder = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return (holder?.code ?? holder?.cause?.code) === '23503';
}
