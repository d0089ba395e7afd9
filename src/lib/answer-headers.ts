import { CSP_ADDITIONS_HEADER, securityHeaders, strictTransportSecurity } from './security-headers';

/**
 * The headers every answer leaves the server with, whatever made it: a page, a route handler, the
 * proxy's own 400 and 404, Next's 308 redirects and its 500s, none of which next.config.ts's header
 * list reaches. Pure: scripts/lib/secure-answers.ts applies it to each answer as it is sent.
 */

/**
 * Set by the proxy for the server alone: `whole-domain` when the host's whole domain is HTTPS
 * (src/site/proxy-site.ts). Removed before the answer leaves.
 */
export const HSTS_SCOPE_HEADER = 'x-forecourt-hsts';
export const WHOLE_DOMAIN = 'whole-domain';

/**
 * Next's client router reads these on its own data fetches (`RSC: 1`), to learn the path a page
 * was rendered at and how long to keep it; a document or API answer has no reader for them.
 */
const ROUTER_HEADERS = new Set(['x-nextjs-rewritten-path', 'x-nextjs-rewritten-query', 'x-nextjs-stale-time', 'x-nextjs-postponed', 'x-nextjs-prerender']);
/** Whether an answer was stored (HIT, MISS, STALE): read by the front and by operators; it names nothing inside. */
const STORE_STATE_HEADER = 'x-nextjs-cache';

function isInternalHeader(name: string, routerFetch: boolean): boolean {
  const lower = name.toLowerCase();
  if (lower === HSTS_SCOPE_HEADER || lower === CSP_ADDITIONS_HEADER || lower.startsWith('x-middleware-')) return true;
  if (!lower.startsWith('x-nextjs-') || lower === STORE_STATE_HEADER) return false;
  return !(routerFetch && ROUTER_HEADERS.has(lower));
}

export type AnswerHeaderChanges = { remove: string[]; set: [string, string][] };

/**
 * What to remove from and add to an answer's headers (names as sent; present ones are kept). A 304
 * gets no CSP: its headers replace the stored copy's, whose CSP lists that copy's script hashes
 * (docs/security-headers.md).
 */
export function answerHeaderChanges(names: readonly string[], hstsScope: string | undefined, routerFetch: boolean, status = 200): AnswerHeaderChanges {
  const present = new Set(names.map((name) => name.toLowerCase()));
  if (status === 304) present.add('content-security-policy');
  const set: [string, string][] = securityHeaders(true)
    .filter((header) => header.key !== 'Strict-Transport-Security' && !present.has(header.key.toLowerCase()))
    .map((header) => [header.key, header.value]);
  set.push(['Strict-Transport-Security', strictTransportSecurity(hstsScope === WHOLE_DOMAIN)]);
  return { remove: names.filter((name) => isInternalHeader(name, routerFetch)), set };
}
