/**
 * The id of one request, set by the proxy on the rewritten request so that every log line the
 * request causes can name it (docs/logging.md).
 */
export const REQUEST_ID_HEADER = 'x-request-id';

const OUR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * An incoming id is kept only when it has the shape of one we make (a lower-case v4 UUID), as one
 * set by a proxy in front of us would; anything else a client sends could forge or flood log lines,
 * so it is replaced.
 */
export function requestIdFor(incoming: string | null): string {
  return incoming !== null && OUR_ID.test(incoming) ? incoming : crypto.randomUUID();
}
