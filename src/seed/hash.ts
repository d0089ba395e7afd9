import { createHash } from 'node:crypto';

/** Plain JSON with sorted object keys and dates as ISO strings, so equal data gives equal text. */
function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const entry = (value as Record<string, unknown>)[key];
      if (entry !== undefined) out[key] = canonical(entry);
    }
    return out;
  }
  return value;
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(canonical(value));
}

/** sha256 (hex) of the data's canonical JSON: equal hashes mean byte-identical data. */
export function contentHash(data: object): string {
  return createHash('sha256').update(canonicalJson(data)).digest('hex');
}
