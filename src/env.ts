import { z } from 'zod';
import { imageRemotePatterns } from './domain/photos/photo-hosts';

/** `slug=secret` pairs separated by commas (the Stripe settings). */
const DEALERSHIP_PAIRS = /^\s*[a-z0-9-]+\s*=\s*[^\s,]+\s*(,\s*[a-z0-9-]+\s*=\s*[^\s,]+\s*)*$/;

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
   * The JavaScript heap limit of each app process in MB (docs/scaling.md). Unset: 192 on the
   * embedded database, which is for small hosts, and V8's own limit with DATABASE_URL.
   */
  APP_HEAP_MB: z.coerce.number().int().min(128).max(65536).optional(),
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
  PLATFORM_DOMAIN: z
    .string()
    .toLowerCase()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a domain name alone; write sites.example.com, without a scheme, port or path')
    .optional(),
  /**
   * 1 seeds the demo network into an empty PostgreSQL database at start (tests, CI, a demo on a
   * server); the embedded default is seeded when empty without it (src/domain/operations/demo-seed.ts).
   */
  SEED_DEMO: z.enum(['0', '1'], { error: 'must be 1 (seed the demo into an empty database) or 0' }).default('0'),
  /**
   * Demo sites (slugs, comma-separated) whose newest seeded reviews carry HTML-like text, for the
   * browser tests that prove pages escape it. Never set for a demo a visitor sees (issue 26).
   */
  SEED_HOSTILE_REVIEWS: z
    .string()
    .default('')
    .transform((list) => list.split(',').map((slug) => slug.trim()).filter((slug) => slug !== '')),
  /**
   * `true` when the platform's domain and every name under it are served over HTTPS only: its
   * answers then send HSTS with includeSubDomains and preload (docs/security-headers.md).
   */
  PLATFORM_HTTPS_WHOLE_DOMAIN: z.stringbool().default(false),
  /** The date the demo data is generated relative to (YYYY-MM-DD); today when absent. */
  SEED_REFERENCE_DATE: z.iso.date().optional(),
  /**
   * The bearer token a stock feed sends to change cars (docs/api.md); it can change stock and nothing
   * else. Unset turns the stock API off.
   */
  STOCK_API_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /**
   * The operator's bearer token: the CLIs' hand-over and cache expiry (docs/stock-import.md) and the
   * dealer API acting for the dealership named in X-Dealership (docs/dealer-api.md). Unset turns
   * those endpoints off. Must differ from STOCK_API_TOKEN, so a feed's token never reaches them.
   */
  OPERATOR_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /**
   * The only directory the server reads a handed-over file from (a feed, a mapping, a site file);
   * a path outside it is refused, so the operator token cannot make the server read anything else.
   */
  OPERATOR_IMPORT_DIR: z.string().min(1).default('./data/import'),
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
  /** How often the insights rollup (src/analytics/insights-rollup.ts) re-counts today's events. */
  INSIGHT_ROLLUP_INTERVAL_MS: z.coerce.number().int().min(100).default(60_000),
  /** How long a claimed delivery stays claimed; a worker that died mid-send frees it after this. */
  LEAD_CLAIM_LEASE_MS: z.coerce.number().int().min(100).default(5 * 60_000),
  /**
   * Whether this process runs the background workers: lead and analytics delivery and the sign-in
   * purge (off for a server that should only take requests); src/outbox/switch.ts.
   */
  BACKGROUND_WORKERS: z.enum(['on', 'off']).optional(),
  /** Deprecated alias of BACKGROUND_WORKERS, read only when that is not set. */
  LEAD_WORKER: z.enum(['on', 'off']).optional(),
  /** Lead submissions one address may make per minute (per site) before getting 429. */
  LEAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Hosts next/image may fetch stock photos from (src/domain/photos/photo-hosts.ts); read by next.config.ts at build and start. */
  IMAGE_REMOTE_HOSTS: z
    .string()
    .optional()
    .superRefine((value, context) => {
      try {
        imageRemotePatterns(value);
      } catch (error) {
        // The rule's own message names the entry and the fix; the variable is named by the path.
        context.addIssue({ code: 'custom', message: (error as Error).message.replace(/^IMAGE_REMOTE_HOSTS: /, '') });
      }
    }),
  /** The largest photo file the console accepts, in bytes (issue 28); at most 25 MB, under the proxy's body cap in next.config.ts. */
  PHOTO_MAX_BYTES: z.coerce.number().int().min(1024).max(25 * 1024 * 1024).default(20 * 1024 * 1024),
  /** The most pixels an uploaded photo may have, in millions: refuses image bombs before they are decoded. */
  PHOTO_MAX_MEGAPIXELS: z.coerce.number().positive().max(200).default(50),
  /** Where uploaded photos are kept when no bucket is set (src/media-store/local.ts). */
  MEDIA_DIR: z.string().min(1).default('./data/media'),
  /** An S3-compatible bucket for uploaded photos; unset keeps them in MEDIA_DIR (docs/photos.md). */
  MEDIA_S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (lower-case letters, digits, dots and hyphens)').optional(),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  /** The S3 service's address for a service other than AWS (MinIO, R2, a local test server); unset uses AWS. */
  MEDIA_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `true` addresses the bucket as a path (endpoint/bucket/key), as MinIO and most local servers need. */
  MEDIA_S3_PATH_STYLE: z.stringbool().default(false),
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
   * Signs the site editor's preview links (issue 31). Unset, each process makes its own at start,
   * which is enough for one process; several app processes need the same value.
   */
  PREVIEW_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Stripe secret keys per dealership, `dealership-slug=sk_...` separated by commas (docs/payments.md).
   * Server only: never sent to a browser, never logged.
   */
  STRIPE_SECRET_KEYS: z.string().regex(DEALERSHIP_PAIRS, 'write dealership-slug=secret pairs separated by commas').optional(),
  /** Signing secrets of the Stripe webhook endpoints, `dealership-slug=whsec_...` separated by commas. */
  STRIPE_WEBHOOK_SECRETS: z.string().regex(DEALERSHIP_PAIRS, 'write dealership-slug=secret pairs separated by commas').optional(),
  /** Where the Stripe SDK sends its calls instead of api.stripe.com (a local stand-in such as stripe-mock). */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  /**
   * Keys of the vehicle data providers (docs/vehicle-data.md), `key-name=secret` pairs separated by
   * commas; a site's provider names its key. Server only: never sent to a browser, never logged.
   */
  VEHICLE_DATA_KEYS: z.string().regex(DEALERSHIP_PAIRS, 'write key-name=secret pairs separated by commas').optional(),
  /**
   * Most search results (one per site and query) each app process keeps in memory (SPEC 9: "The
   * result cache holds up to a configured maximum of entries"); past it the least recently used goes.
   */
  SEARCH_RESULT_CACHE_MAX: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(100_000, 'must be at most 100000').default(500),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})
  .refine((e) => !e.OPERATOR_TOKEN || e.OPERATOR_TOKEN !== e.STOCK_API_TOKEN, {
    path: ['OPERATOR_TOKEN'],
    message: 'must differ from STOCK_API_TOKEN (a feed\'s token must not work as the operator\'s)',
  })
  .refine((e) => Boolean(e.MEDIA_S3_ACCESS_KEY_ID) === Boolean(e.MEDIA_S3_SECRET_ACCESS_KEY), {
    path: ['MEDIA_S3_SECRET_ACCESS_KEY'],
    message: 'goes with MEDIA_S3_ACCESS_KEY_ID: set both, or neither to use the machine\'s own AWS credentials',
  })
  // Without an address a front kind would purge nothing, silently, and the front would serve old prices.
  .refine((e) => !e.FRONT_KIND || e.FRONT_PURGE_URL, {
    path: ['FRONT_PURGE_URL'],
    message: 'is needed with FRONT_KIND; write Varnish\'s address (http://127.0.0.1:6081/) or the CDN\'s purge endpoint',
  });

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** Validates a set of variables; an empty one (`DATABASE_URL= npm start`) means unset, as in most shells' conventions. */
export function parseEnv(variables: Record<string, string | undefined>): Env {
  const given = Object.fromEntries(Object.entries(variables).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${fields}`);
  }
  return parsed.data;
}

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
