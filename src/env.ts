import { z } from 'zod';

/**
 * Process configuration, read once and validated. A wrong value stops the process with one
 * line naming the variable, instead of surfacing later as a failed request.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PGLITE_DIR: z.string().min(1).default('./data/pglite'),
  /**
   * The Redis server the app processes share their page cache and rate limits through
   * (docs/scaling.md); unset keeps both in this process, as one process needs.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /**
   * App processes `npm start` runs behind its port. Several need DATABASE_URL and REDIS_URL (the
   * embedded database and an unshared cache belong to one process); with both, the default is one
   * per core, otherwise one.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * How many proxies in front of the app append to X-Forwarded-For (a load balancer, Varnish): the
   * client address is the entry that many places before the connecting peer. 0 (the default) takes
   * the peer itself and ignores the header, which any client can write.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Hosts that serve the platform index rather than a dealer site. */
  PLATFORM_HOSTS: z
    .string()
    .default('localhost,127.0.0.1,[::1]')
    .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean)),
  /** A wildcard domain under which every site answers as `{slug}.{domain}`, besides `.localhost`. */
  PLATFORM_DOMAIN: z.string().toLowerCase().optional(),
  /**
   * `true` when the platform's domain and every name under it are served over HTTPS only: its
   * answers then send HSTS with includeSubDomains and preload (docs/security-headers.md).
   */
  PLATFORM_HTTPS_WHOLE_DOMAIN: z.stringbool().default(false),
  /** The date the demo data is generated relative to (YYYY-MM-DD); today when absent. */
  SEED_REFERENCE_DATE: z.iso.date().optional(),
  /** The bearer token a stock feed sends to change cars (docs/api.md); unset turns the stock API off. */
  STOCK_API_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /** Where lead emails go (smtp:// or smtps://); unset writes each email as an .eml file into OUTBOX_DIR. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  OUTBOX_DIR: z.string().min(1).default('./data/outbox'),
  LEAD_MAIL_FROM: z.string().min(3).default('Forecourt leads <leads@forecourt.localhost>'),
  /** The sender of sign-in texts: a number the gateway owns, or an alphanumeric sender id of up to 11 characters (docs/sms.md). */
  SMS_FROM: z
    .string()
    .regex(/^(\+\d{6,15}|[A-Za-z0-9 ]{1,11})$/, 'must be an E.164 number or up to 11 letters and digits')
    .default('Forecourt'),
  /** Bearer token for the SMS gateways named by sites' sms destinations; unset sends no Authorization header. */
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  /** First retry delay of a failed lead delivery; later ones double up to an hour. */
  LEAD_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  /** The longest wait between two tries of a failing delivery. */
  LEAD_RETRY_CAP_MS: z.coerce.number().int().min(10).default(3_600_000),
  /** How long a failing delivery is retried before it is dead-lettered. */
  LEAD_RETRY_WINDOW_HOURS: z.coerce.number().positive().default(24),
  /** How often the delivery worker looks for due deliveries when nothing wakes it. */
  LEAD_WORKER_POLL_MS: z.coerce.number().int().min(10).default(2_000),
  /** How long a claimed delivery stays claimed; a worker that died mid-send frees it after this. */
  LEAD_CLAIM_LEASE_MS: z.coerce.number().int().min(100).default(5 * 60_000),
  /** Whether this process runs the delivery worker (off for a server that should only take leads). */
  LEAD_WORKER: z.enum(['on', 'off']).default('on'),
  /** Lead submissions one address may make per minute (per site) before getting 429. */
  LEAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Hosts next/image may fetch stock photos from (src/lib/image-hosts.ts); read by next.config.ts at build and start. */
  IMAGE_REMOTE_HOSTS: z.string().optional(),
  /**
   * The running server a CLI (stock:import, site:apply, site:export) hands its work to when the
   * embedded database is held by it, and asks to expire cache tags after writing to PostgreSQL
   * itself (docs/stock-import.md). Defaults to this installation's own port on localhost.
   */
  OPERATOR_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** The shared cache in front of the app that a tag's expiry also purges (docs/deploy.md); unset purges nothing. */
  FRONT_KIND: z.enum(['varnish', 'cdn']).optional(),
  /** Where purges go: the Varnish listen address, or the CDN's purge-by-tag endpoint. */
  FRONT_PURGE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /** Sent as a bearer token with every purge (the VCL's purge token, or the CDN's API token). */
  FRONT_PURGE_TOKEN: z.string().min(1).optional(),
  /**
   * Stripe secret keys per dealership, `dealership-slug=sk_...` separated by commas (docs/payments.md).
   * Server only: never sent to a browser, never logged.
   */
  STRIPE_SECRET_KEYS: z.string().optional(),
  /** Signing secrets of the Stripe webhook endpoints, `dealership-slug=whsec_...` separated by commas. */
  STRIPE_WEBHOOK_SECRETS: z.string().optional(),
  /** Where the Stripe SDK sends its calls instead of api.stripe.com (a local stand-in such as stripe-mock). */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  // An empty variable (`DATABASE_URL= npm start`) means unset, as in most shells' conventions.
  const given = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${fields}`);
  }
  cached = parsed.data;
  return cached;
}
