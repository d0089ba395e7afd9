/**
 * The security headers every response carries (docs/security-headers.md), one list for
 * next.config.ts. No per-request nonce, so stored (ISR) pages stay stored: in production the app
 * server (scripts/serve.ts) rewrites the CSP of each HTML answer to list the hashes of that answer's
 * inline scripts, and every other answer keeps the policy without them; Next's SRI puts integrity
 * hashes on its own script files. The hosts allowed besides our own are Stripe's (payments:
 * Stripe.js, its frames and API) and, per site, the map providers its config names
 * (src/domain/map-sources.ts), which the proxy passes to the server in MAP_SOURCES_HEADER.
 */
export type Header = { key: string; value: string };

/** The origins a site's maps load from (built from its config by src/domain/map-sources.ts, whose shape this is). */
export type MapSources = { frame: readonly string[]; img: readonly string[] };
const NO_MAP_SOURCES: MapSources = { frame: [], img: [] };

const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_CONNECT = ['https://api.stripe.com', 'https://m.stripe.network'];

/**
 * In production inline scripts run only when `scriptHashes` lists them ('sha256-...' sources, from
 * src/lib/inline-scripts.ts). `next dev` serves its pages without the server that hashes them, so
 * there inline scripts run unhashed, and React needs eval.
 */
export function contentSecurityPolicy(production: boolean, scriptHashes: readonly string[] = [], maps: MapSources = NO_MAP_SOURCES): string {
  const inline = production ? scriptHashes : ["'unsafe-inline'", "'unsafe-eval'"];
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline, STRIPE_SCRIPT],
    // React and next/image write style attributes; Observatory does not deduct for inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://*.stripe.com', ...maps.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...STRIPE_CONNECT],
    'frame-src': ["'self'", ...STRIPE_FRAMES, ...maps.frame],
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
 * Set by the proxy for the server alone: the site's map sources, `frame=<origins>;img=<origins>`
 * (origins space-separated). Read when an HTML answer's CSP is written (scripts/serve.ts) and
 * removed before the answer leaves (src/lib/answer-headers.ts).
 */
export const MAP_SOURCES_HEADER = 'x-forecourt-map-sources';

export function mapSourcesHeader(maps: MapSources): string {
  return `frame=${maps.frame.join(' ')};img=${maps.img.join(' ')}`;
}

// An https origin and nothing else: no path, no quote, no ';' that could end a directive.
const ORIGIN = /^https:\/\/[a-z0-9.-]+(:[0-9]{1,5})?$/;

/** The map sources in MAP_SOURCES_HEADER; anything not a plain https origin is dropped, so the policy is never widened by it. */
export function parseMapSources(value: string | undefined): MapSources {
  if (!value) return NO_MAP_SOURCES;
  const parts = new Map(value.split(';').map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)] as const));
  const origins = (name: string) => (parts.get(name) ?? '').split(' ').filter((o) => ORIGIN.test(o));
  return { frame: origins('frame'), img: origins('img') };
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
