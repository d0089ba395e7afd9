/**
 * The security headers every response carries (docs/security-headers.md), one list for
 * next.config.ts. No per-request nonce, so stored (ISR) pages stay stored: in production the app
 * server (scripts/serve.ts) rewrites the CSP of each HTML answer to list the hashes of that answer's
 * inline scripts, and every other answer keeps the policy without them; Next's SRI puts integrity
 * hashes on its own script files. The hosts allowed besides our own are Stripe's (payments:
 * Stripe.js, its frames and API) and, per site, the origins its config adds (its map providers and
 * tracking tags, src/domain/csp-additions.ts), which the proxy passes to the server in CSP_ADDITIONS_HEADER.
 */
export type Header = { key: string; value: string };

/**
 * What a site's pages add to the policy, per directive (built from its config by
 * src/domain/csp-additions.ts, whose shape this is): its map providers and its tracking tags' origins.
 */
const ADDABLE_DIRECTIVES = ['script-src', 'connect-src', 'img-src', 'frame-src'] as const;
type AddableDirective = (typeof ADDABLE_DIRECTIVES)[number];
export type CspAdditions = Readonly<Record<AddableDirective, readonly string[]>>;
const NO_ADDITIONS: CspAdditions = { 'script-src': [], 'connect-src': [], 'img-src': [], 'frame-src': [] };

const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_CONNECT = ['https://api.stripe.com', 'https://m.stripe.network'];

/**
 * In production inline scripts run only when `scriptHashes` lists them ('sha256-...' sources, from
 * src/lib/inline-scripts.ts). `next dev` serves its pages without the server that hashes them, so
 * there inline scripts run unhashed, and React needs eval.
 */
export function contentSecurityPolicy(production: boolean, scriptHashes: readonly string[] = [], site: CspAdditions = NO_ADDITIONS): string {
  const inline = production ? scriptHashes : ["'unsafe-inline'", "'unsafe-eval'"];
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline, STRIPE_SCRIPT, ...site['script-src']],
    // React and next/image write style attributes; Observatory does not deduct for inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://*.stripe.com', ...site['img-src']],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...STRIPE_CONNECT, ...site['connect-src']],
    'frame-src': ["'self'", ...STRIPE_FRAMES, ...site['frame-src']],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Set by the proxy for the server alone: the site's CSP additions, `<directive>=<origins>;...`
 * (origins space-separated). Read when an HTML answer's CSP is written (scripts/serve.ts) and
 * removed before the answer leaves (src/lib/answer-headers.ts).
 */
export const CSP_ADDITIONS_HEADER = 'x-forecourt-csp-additions';

export function cspAdditionsHeader(site: CspAdditions): string {
  return ADDABLE_DIRECTIVES.map((d) => `${d}=${site[d].join(' ')}`).join(';');
}

// An https origin, or every subdomain of one (https://*.host), and nothing else: no path, no quote,
// no ';' that could end a directive.
const ORIGIN = /^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:[0-9]{1,5})?$/;

/**
 * The additions in CSP_ADDITIONS_HEADER; a directive not among ADDABLE_DIRECTIVES, and anything
 * not an https origin, is dropped, so the policy is never widened by more than that.
 */
export function parseCspAdditions(value: string | undefined): CspAdditions {
  if (!value) return NO_ADDITIONS;
  const parts = new Map(value.split(';').map((part) => [part.slice(0, part.indexOf('=')).trim(), part.slice(part.indexOf('=') + 1)] as const));
  const origins = (name: string) => (parts.get(name) ?? '').split(' ').filter((o) => ORIGIN.test(o));
  return { 'script-src': origins('script-src'), 'connect-src': origins('connect-src'), 'img-src': origins('img-src'), 'frame-src': origins('frame-src') };
}

const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'usb=()',
  'browsing-topics=()',
  'geolocation=(self)',
  `payment=(self "${STRIPE_SCRIPT}")`,
].join(', ');

const HSTS_MAX_AGE = 'max-age=63072000';

/**
 * HSTS for one host. `includeSubDomains; preload` binds every name under the domain to HTTPS for
 * two years, and the preload list cannot be left quickly: only where the operator says the whole
 * domain is HTTPS (PLATFORM_HTTPS_WHOLE_DOMAIN for the platform's domain, the site file's
 * `httpsWholeDomain` for a dealer's own domain; docs/security-headers.md). Anywhere else, the host alone.
 */
export function strictTransportSecurity(wholeDomainHttps: boolean): string {
  return wholeDomainHttps ? `${HSTS_MAX_AGE}; includeSubDomains; preload` : HSTS_MAX_AGE;
}

export function securityHeaders(production: boolean): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(production) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    // The host's own answer is decided per answer (scripts/lib/secure-answers.ts); this is the floor.
    ...(production ? [{ key: 'Strict-Transport-Security', value: strictTransportSecurity(false) }] : []),
  ];
}
