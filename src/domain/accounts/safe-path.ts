/**
 * The `redirect` and `back` parameters of /sign-in: only a path on this same site is followed.
 * Anything else (another host, a protocol-relative `//host`, `javascript:`, a backslash that
 * browsers read as a slash, control characters they silently drop, or any of those percent-encoded
 * or reached through dot segments such as `/..//host`) falls back to the home page, so the sign-in
 * page can never send a shopper elsewhere.
 *
 * The value is normalised first, the way a browser will read it (WHATWG URL parsing against a fixed
 * base: dot segments resolved, `%2e` read as a dot, backslashes as slashes, tabs and newlines
 * dropped), and only the result is checked: a shape check before normalising let `/..//host` through
 * as `//host`. Each percent-decoded layer is checked the same way, so a server or browser that
 * decodes once more still finds a path on this site.
 */
export const HOME_PATH = '/';

const PROBE_ORIGIN = 'http://probe.invalid';
const MAX_DECODES = 3;
const MAX_LENGTH = 2_000;
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The path, query and fragment a browser reaches from `text` on this site, or null if it leaves it. */
function normalised(text: string): string | null {
  if (!text.startsWith('/') || text.includes('\\') || CONTROL.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || url.username !== '' || url.password !== '') return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Sent back as a Location or an href, `//host` is another site whatever base it was parsed on.
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  const again = new URL(path, PROBE_ORIGIN);
  return again.origin === PROBE_ORIGIN && `${again.pathname}${again.search}${again.hash}` === path ? path : null;
}

export function safeLocalPath(value: unknown): string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return HOME_PATH;
  const result = normalised(value);
  if (result === null) return HOME_PATH;
  let layer = value;
  for (let round = 0; ; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return HOME_PATH;
    }
    if (decoded === layer) return result;
    if (round === MAX_DECODES || normalised(decoded) === null) return HOME_PATH;
    layer = decoded;
  }
}
