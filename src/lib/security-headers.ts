/**
 * The security headers every response carries (docs/decisions/023-security-headers.md), one list
 * for next.config.ts. The CSP is the same for every response, with no per-request nonce, so stored
 * (ISR) pages stay stored; Next's SRI puts integrity hashes on its own script files. The hosts
 * allowed besides our own are Stripe's (payments: Stripe.js, its frames and API) and the maps embed.
 */
export type Header = { key: string; value: string };

const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_CONNECT = ['https://api.stripe.com', 'https://m.stripe.network'];
const MAPS_FRAME = 'https://www.google.com';

export function contentSecurityPolicy(production: boolean): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Next's App Router writes its page data as inline scripts whose text changes per page: without
    // nonces (which would make every page dynamic) they need 'unsafe-inline'. React needs eval in dev only.
    'script-src': ["'self'", "'unsafe-inline'", STRIPE_SCRIPT, ...(production ? [] : ["'unsafe-eval'"])],
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

const HSTS = 'max-age=63072000; includeSubDomains; preload';

export function securityHeaders(production: boolean): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(production) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    ...(production ? [{ key: 'Strict-Transport-Security', value: HSTS }] : []),
  ];
}
