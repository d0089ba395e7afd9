import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { answerHeaderChanges, HSTS_SCOPE_HEADER } from '../../src/lib/answer-headers';

/**
 * Gives every answer of this server the security headers and takes internal ones off
 * (src/lib/answer-headers.ts), at the moment its head is written: Node writes every head through
 * `writeHead`, an implicit one included, so nothing Next answers passes by it. Install it before
 * any wrapper that holds the head back (scripts/lib/html-csp.ts), so it sees the final headers.
 */
export function secureAnswers(request: IncomingMessage, response: ServerResponse): void {
  const routerFetch = request.headers.rsc === '1';
  const writeHead = response.writeHead.bind(response);
  response.writeHead = function securedWriteHead(this: ServerResponse, statusCode: number, ...rest: unknown[]): ServerResponse {
    // writeHead(status, [message], [headers]): headers given here would bypass setHeader, so they are set first.
    const message = typeof rest[0] === 'string' ? rest[0] : undefined;
    const given = rest.find((argument) => typeof argument === 'object' && argument !== null);
    if (Array.isArray(given)) {
      for (let i = 0; i + 1 < given.length; i += 2) response.setHeader(String(given[i]), given[i + 1] as string);
    } else if (given) {
      for (const [name, value] of Object.entries(given as OutgoingHttpHeaders)) if (value !== undefined) response.setHeader(name, value);
    }
    const scope = response.getHeader(HSTS_SCOPE_HEADER);
    const changes = answerHeaderChanges(response.getHeaderNames(), typeof scope === 'string' ? scope : undefined, routerFetch, statusCode);
    for (const name of changes.remove) response.removeHeader(name);
    for (const [name, value] of changes.set) response.setHeader(name, value);
    return message === undefined ? writeHead(statusCode) : writeHead(statusCode, message);
  } as ServerResponse['writeHead'];
}
