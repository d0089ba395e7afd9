/** One field of an audited change, as the audit page shows it. */
export type AuditChange = { field: string; before: string; after: string };

const EMPTY = '—';

function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return EMPTY;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

function fields(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : value === null || value === undefined ? {} : { value };
}

/**
 * The fields that differ between an entry's before and after, in the order they first appear:
 * the "before/after diff" of the audit log. A field the same on both sides is left out.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const a = fields(before);
  const b = fields(after);
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return names.filter((name) => JSON.stringify(a[name]) !== JSON.stringify(b[name])).map((field) => ({ field, before: shown(a[field]), after: shown(b[field]) }));
}
