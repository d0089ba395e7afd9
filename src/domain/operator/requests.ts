import path from 'node:path';
import { z } from 'zod';

/**
 * The operator endpoints' bodies (app/platform/api/v1/operator/, docs/stock-import.md). A CLI hands
 * its work to the running server only when that server holds the embedded database, which lives
 * on this machine, so files travel by absolute path, not by upload: a feed of any size streams
 * from disk, and nothing passes the proxy's request-body cap.
 */
const absoluteFile = (extensions: readonly string[]) =>
  z
    .string({ error: 'Give an absolute file path.' })
    .refine((p) => path.isAbsolute(p), 'Give an absolute file path.')
    .refine((p) => extensions.includes(path.extname(p).toLowerCase()), `The file must end in ${extensions.join(', ')}.`);

export const operatorImportSchema = z.strictObject({
  site: z.string({ error: 'Name the site.' }).min(1, 'Name the site.').max(100),
  file: absoluteFile(['.csv', '.json', '.xml']),
  mapping: absoluteFile(['.yaml', '.yml', '.json']).optional(),
  partial: z.boolean({ error: 'Partial must be true or false.' }).default(true),
});

export const operatorSiteApplySchema = z.strictObject({
  file: absoluteFile(['.yaml', '.yml', '.json']),
  dryRun: z.boolean({ error: 'Dry run must be true or false.' }).default(false),
});

export const operatorSiteExportSchema = z.strictObject({
  site: z.string({ error: 'Name the site.' }).min(1, 'Name the site.').max(100),
  format: z.enum(['yaml', 'json'], { error: 'Format is yaml or json.' }).default('yaml'),
});

const dealershipSlug = z.string({ error: 'Name the dealership.' }).min(1, 'Name the dealership.').max(100);

/** `npm run key:create` handed over (docs/dealer-api.md). */
export const operatorKeyCreateSchema = z.strictObject({
  dealership: dealershipSlug,
  label: z.string({ error: 'The label is text.' }).max(200, 'At most 200 characters.').nullable().default(null),
});

export const operatorKeyListSchema = z.strictObject({
  dealership: dealershipSlug.nullable().default(null),
});

export const operatorKeyRevokeSchema = z.strictObject({
  key: z.string({ error: 'Name the key by id or prefix.' }).min(1, 'Name the key by id or prefix.').max(100),
});

/** Cache tags as src/cache/tags.ts names them. */
const CACHE_TAG = /^(site|stock):\d+$|^car:[A-Za-z0-9_-]+$/;

const MAX_EXPIRED_TAGS = 250_000;

export const cacheExpirySchema = z.strictObject({
  tags: z
    .array(z.string().regex(CACHE_TAG, 'Each tag is site:{id}, stock:{id} or car:{slug}.'))
    .max(MAX_EXPIRED_TAGS, `At most ${MAX_EXPIRED_TAGS} tags at once.`),
});
