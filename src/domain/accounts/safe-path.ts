/**
 * The `redirect` and `back` parameters of /sign-in: only a path on this same site is followed.
 * Anything else (another host, a protocol-relative `//host`, `javascript:`, a backslash that
 * browsers read as a slash, control characters they silently drop, or any of those percent-encoded)
 * falls back to the home page, so the sign-in page can never send a shopper elsewhere.
 */
export const HOME_PATH = '/';

const PROBE_ORIGIN = 'http://probe.invalid';
const MAX_DECODES = 3;
// Tabs and newlines are removed by URL parsers before they read the host, so `/\t/evil` is `//evil`.
const CONTROL = /[\u0000-\u001f\u007f]/;

function isLocalShape(text: string): boolean {
  return text.startsWith('/') && !text.startsWith('//') && !text.includes('\\') && !CONTROL.test(text);
}

export function safeLocalPath(value: unknown): string {
  if (typeof value !== 'string' || value === '' || value.length > 2_000) return HOME_PATH;
  let decoded = value;
  for (let round = 0; round <= MAX_DECODES; round += 1) {
    if (!isLocalShape(decoded)) return HOME_PATH;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return HOME_PATH;
    }
    if (next === decoded) break;
    if (round === MAX_DECODES) return HOME_PATH;
    decoded = next;
  }
  const url = new URL(value, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN) return HOME_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}
