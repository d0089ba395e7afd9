/**
 * The security headers every response carries (docs/security-headers.md), one list for
 * next.config.ts. No per-request nonce, so stored (ISR) pages stay stored: in production the app
 * server (scripts/serve.ts) rewrites the CSP of each HTML answer to list the hashes of that answer's
 * inline scripts, and every other answer keeps the policy without them; Next's SRI puts integrity
 * hashes on its own script files. The hosts allowed besides our own are Stripe's (payments:
 * Stripe.js, its frames and API) and the maps embed.
 */
export type Header = { key: string; value: string };

const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_CONNECT = ['https://api.stripe.com', 'https://m.stripe.network'];
const MAPS_FRAME = 'https://www.google.com';

/**
 * In production inline scripts run only when `scriptHashes` lists them ('sha256-...' sources, from
 * src/lib/inline-scripts.ts). `next dev` serves its pages without the server that hashes them, so
 * there inline scripts run unhashed, and React needs eval.
 */
export function contentSecurityPolicy(production: boolean, scriptHashes: readonly string[] = []): string {
  const inline = production ? scriptHashes : ["'unsafe-inline'", "'unsafe-eval'"];
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline, STRIPE_SCRIPT],
    // React and next/image write style attributes; Observatory does not deduct for inline styles.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...STRIPE_CONNECT],
    'frame-src': ["'self'", ...STRIPE_FRAMES, MAPS_FRAME],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
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
