import { createHash } from 'node:crypto';

/**
 * The ETag of a whole answer body: its SHA-1 in native code, a fraction of a millisecond for a
 * 150 KB page where Next's own ETag (FNV-1a over the text, one character at a time in JavaScript)
 * took about 2 ms of every stored page's answer (docs/decisions/047-etag-in-the-app-server.md).
 * Strong: it names the bytes sent, so a gzip copy and a plain copy of one page have two.
 */
export function bodyEtag(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names `etag` (RFC 9110 13.1.2: weak comparison, or `*`). */
export function ifNoneMatchNames(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return [header]
    .flat()
    .flatMap((value) => value.split(','))
    .some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
