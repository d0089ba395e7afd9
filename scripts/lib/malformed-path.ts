import type { IncomingMessage, ServerResponse } from 'node:http';
import { isWellEncodedPath } from '../../src/lib/request-path';

/** Answers 400 to a path Next could not decode (src/lib/request-path.ts); true when it did. */
export function refusedMalformedPath(request: IncomingMessage, response: ServerResponse): boolean {
  if (isWellEncodedPath(request.url ?? '/')) return false;
  response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  response.end('Bad Request: the path is not valid percent-encoded UTF-8\n');
  return true;
}
