import { STATUS_CODES, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import zlib from 'node:zlib';
import { inlineScriptHashes } from '../../src/lib/inline-scripts';
import { bodyEtag, ifNoneMatchNames } from './body-etag';
import { fallbackStatusOf } from './fallback-status';
import { ScriptHashMemo } from './script-hash-memo';

// About 55 bytes a hash and some hundred scripts a page: a few MB at most.
const MEMO_PAGES = 2_000;
const processMemo = new ScriptHashMemo(MEMO_PAGES);

/**
 * Gives each HTML answer a Content-Security-Policy that lists the hashes of that answer's own inline
 * scripts (docs/security-headers.md). Installed on a response before Next handles it: an HTML answer
 * (content type text/html, with a body) is held whole, read (through Next's compression), and sent
 * with `policyFor(its hashes)`; any other answer goes straight through with the policy Next set.
 * Holding costs a streamed page its streaming (the shell waits for the last Suspense boundary);
 * stored pages arrive whole anyway. A held answer that anyone may store gets its ETag here, from the
 * bytes sent (Next's own is turned off: docs/decisions/047-etag-in-the-app-server.md), and a 304
 * when the request names it; a body whose ETag was read before is not read again: its policy is
 * written from the hashes `memo` kept for that ETag.
 * A held answer of 200 whose page threw notFound() inside a Suspense boundary is sent as 404
 * (scripts/lib/fallback-status.ts): a streamed page could not say so before its shell went out.
 *
 * Next's compression middleware wraps write/end after this, so this sees the compressed bytes, and
 * these wrappers stay installed for the whole response: putting the originals back would remove
 * the compression's wrappers as well.
 */
export function hashInlineScriptsOf(
  request: IncomingMessage,
  response: ServerResponse,
  policyFor: (scriptHashes: readonly string[]) => string,
  memo: ScriptHashMemo = processMemo,
): void {
  // A HEAD answer has no body to hash; it keeps the policy without hashes, which runs nothing inline.
  if (request.method === 'HEAD') return;
  const writeHead = response.writeHead.bind(response);
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  let state: 'undecided' | 'pass' | 'hold' | 'send' = 'undecided';
  const held: Buffer[] = [];

  function decide(): 'pass' | 'hold' | 'send' {
    if (state !== 'undecided') return state;
    const type = String(response.getHeader('content-type') ?? '');
    if (response.statusCode === 304) {
      // A 304 updates the headers of the copy the browser (or Varnish) holds, whose policy lists
      // that copy's hashes (the ETag names the body): a policy without them would block its scripts.
      response.removeHeader('content-security-policy');
    }
    state = type.toLowerCase().startsWith('text/html') && response.statusCode !== 304 && response.statusCode !== 204 ? 'hold' : 'pass';
    return state;
  }

  // A page rendered for one request (private, no-store) is never asked for again by its ETag.
  function storable(): boolean {
    return !/no-store|private/i.test(String(response.getHeader('cache-control') ?? ''));
  }

  function hold(chunk: unknown, encoding: unknown): void {
    if (chunk === undefined || chunk === null) return;
    held.push(Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array));
  }

  function send(callback?: () => void): ServerResponse {
    state = 'send';
    const body = Buffer.concat(held);
    const etag = storable() ? bodyEtag(body) : undefined;
    if (etag !== undefined) {
      response.setHeader('ETag', etag);
      if (response.statusCode === 200 && ifNoneMatchNames(request.headers['if-none-match'], etag)) return notModified(callback);
    }
    const known = etag === undefined ? undefined : memo.get(etag);
    if (known === undefined) read(body, etag);
    else response.setHeader('Content-Security-Policy', policyFor(known));
    return callback ? end(body, callback) : end(body);
  }

  function read(body: Buffer, etag: string | undefined): void {
    const encoding = String(response.getHeader('content-encoding') ?? 'identity');
    try {
      const html = decoded(body, encoding).toString('utf8');
      const hashes = inlineScriptHashes(html);
      response.setHeader('Content-Security-Policy', policyFor(hashes));
      const fallback = fallbackStatusOf(html);
      // A body sent with another status than Next's is read every time, so the status is never lost.
      if (etag !== undefined && fallback === null) memo.set(etag, hashes);
      if (fallback !== null && response.statusCode === 200) {
        response.statusCode = fallback;
        response.statusMessage = STATUS_CODES[fallback] ?? '';
      }
    } catch (error) {
      // An unreadable body keeps the policy without hashes: its inline scripts are blocked, never let through.
      console.error(`[html-csp] could not read a ${encoding} HTML answer to hash its scripts: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  // The representation's own headers stay with the copy the client holds (RFC 9110 15.4.5), its policy too.
  function notModified(callback?: () => void): ServerResponse {
    response.statusCode = 304;
    response.statusMessage = STATUS_CODES[304] ?? '';
    for (const name of ['content-security-policy', 'content-type', 'content-length', 'content-encoding']) response.removeHeader(name);
    return callback ? end(callback) : end();
  }

  response.writeHead = function heldWriteHead(this: ServerResponse, statusCode: number, ...rest: unknown[]): ServerResponse {
    if (state === 'pass' || state === 'send') return writeHead(statusCode, ...(rest as []));
    const [first, second] = rest;
    if (typeof first === 'string') response.statusMessage = first;
    const headers = typeof first === 'object' && first !== null ? first : second;
    if (Array.isArray(headers)) {
      // Raw header lists are not merged into the response here; such an answer goes through unhashed.
      state = 'pass';
      return writeHead(statusCode, ...(rest as []));
    }
    response.statusCode = statusCode;
    for (const [name, value] of Object.entries((headers ?? {}) as OutgoingHttpHeaders)) {
      if (value !== undefined) response.setHeader(name, value);
    }
    return decide() === 'hold' ? response : writeHead(statusCode);
  } as ServerResponse['writeHead'];

  response.write = function heldWrite(chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
    if (decide() !== 'hold') return write(chunk, encoding as BufferEncoding, callback as () => void);
    hold(chunk, encoding);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done as () => void);
    return true;
  } as ServerResponse['write'];

  response.end = function heldEnd(chunk?: unknown, encoding?: unknown, callback?: unknown): ServerResponse {
    if (decide() !== 'hold') return end(chunk, encoding as BufferEncoding, callback as () => void);
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function') as (() => void) | undefined;
    if (typeof chunk !== 'function') hold(chunk, typeof encoding === 'function' ? undefined : encoding);
    return send(done);
  } as ServerResponse['end'];
}

function decoded(body: Buffer, encoding: string): Buffer {
  switch (encoding.trim().toLowerCase()) {
    case 'identity':
      return body;
    case 'gzip':
    case 'x-gzip':
      return zlib.gunzipSync(body);
    case 'deflate':
      return zlib.inflateSync(body);
    case 'br':
      return zlib.brotliDecompressSync(body);
    default:
      throw new Error(`unknown content encoding ${encoding}`);
  }
}
