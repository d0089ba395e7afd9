/**
 * Whether a request target's path is percent-encoded well: every `%` starts a two-digit hex escape
 * and the escapes decode to UTF-8. Next decodes the path while routing and answers 500 when it
 * cannot (`/%ff`, `/cars/%E0%A4%A`), so the server refuses such a path with 400 first
 * (scripts/lib/malformed-path.ts). The query is left to the handlers, which read it leniently.
 */
export function isWellEncodedPath(target: string): boolean {
  const query = target.search(/[?#]/);
  const path = query === -1 ? target : target.slice(0, query);
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
