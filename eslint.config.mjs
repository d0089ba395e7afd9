import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { importWallsPlugin } from './scripts/lint/import-walls-rule.mjs';

/**
 * The walls (docs/decisions/014-import-boundaries.md): each part of the code lists what it may
 * import besides itself and installed packages, and every other import is refused. Specifiers are
 * resolved to paths, so a relative import and an `@/` import of the same module are the same crossing.
 * scripts/lint/import-walls.test.ts lints a probe import through every wall.
 */
const TEST_FIXTURES = 'src/test-support';

/** What the server-side services below the pages may use: the floor, plumbing and each other's services. */
const SERVICE_FLOOR = ['src/domain', 'src/lib', 'src/db', 'src/env.ts', 'src/cache'];

export const WALLS = {
  'src/domain': { may: [TEST_FIXTURES], why: 'the pure rules: they import nothing outside themselves' },
  'src/test-support': { may: ['src/domain'], why: 'test fixtures are built from domain shapes only' },
  'src/i18n': { may: ['src/domain'], why: 'the message catalogues import only the domain' },
  'src/types': { may: [], why: 'global type declarations import nothing' },
  'src/lib': { may: ['src/env.ts', TEST_FIXTURES], why: 'plumbing sits below every service' },
  'src/db': { may: ['src/domain', 'src/lib', 'src/env.ts'], why: 'rows become domain types here; services sit above' },
  'src/cache': { may: ['src/domain', 'src/lib', 'src/env.ts'], why: 'cache tags and expiry know no service' },
  'src/outbox': { may: ['src/db', 'src/lib', 'src/env.ts'], why: 'the generic outbox worker knows no outbox of its own' },
  'src/seo': { may: ['src/domain', TEST_FIXTURES], why: 'structured data is built from domain shapes' },
  'src/operator': { may: ['src/domain', 'src/lib', 'src/env.ts'], why: "the operator's token and import directory: plumbing for the CLIs' hand-over" },
  'src/content': { may: ['src/domain', 'src/cache'], why: 'content pages read their files, not the database' },
  'src/api-json': { may: ['src/domain', 'src/page-data', TEST_FIXTURES], why: "the SPEC's JSON shapes are built from loaded data" },
  'src/forms': { may: ['src/domain', 'src/i18n', 'src/site', TEST_FIXTURES], why: 'form data and the pure form engine; their loaders are in src/page-data' },
  'src/search': { may: [...SERVICE_FLOOR, 'src/i18n'], why: 'the search service reads through src/db' },
  'src/catalogue': { may: [...SERVICE_FLOOR, 'src/i18n', 'src/search'], why: 'the catalogue service reads through src/db' },
  'src/site': {
    may: [...SERVICE_FLOOR, 'src/catalogue', 'src/content', 'src/i18n', 'src/operator', 'src/photos', 'src/search', 'src/seo'],
    why: 'site loading and its page helpers read through services and src/db',
  },
  'src/stock': { may: [...SERVICE_FLOOR, 'src/forms', 'src/operator'], why: 'stock imports write through src/db' },
  'src/bookings': { may: [...SERVICE_FLOOR], why: 'bookings hold places in slots through src/db' },
  'src/leads': { may: [...SERVICE_FLOOR, 'src/accounts', 'src/bookings', 'src/i18n', 'src/outbox', 'src/site', TEST_FIXTURES], why: 'lead intake and delivery' },
  'src/accounts': {
    may: [...SERVICE_FLOOR, 'src/api-json', 'src/leads', 'src/outbox', 'src/page-data', 'src/site', TEST_FIXTURES],
    why: 'shopper accounts',
  },
  'src/analytics': { may: [...SERVICE_FLOOR, 'src/accounts', 'src/leads', 'src/outbox', 'src/site'], why: 'visitor analytics and its outbox' },
  'src/payments': { may: [...SERVICE_FLOOR, 'src/accounts', 'src/leads', 'src/site'], why: 'payments hold provider secrets' },
  'src/dealer-api': { may: [...SERVICE_FLOOR, 'src/bookings', 'src/leads', 'src/stock'], why: 'the dealer API holds its keys' },
  'src/console': {
    may: [
      ...SERVICE_FLOOR, 'src/accounts', 'src/analytics', 'src/bookings', 'src/content', 'src/dealer-api', 'src/i18n', 'src/leads', 'src/media-store', 'src/outbox',
      'src/photos', 'src/site', 'src/stock', TEST_FIXTURES,
    ],
    why: "the dealer console's services: every read and write passes src/domain/console/access.ts",
  },
  'src/vehicle-data': {
    may: [...SERVICE_FLOOR, 'src/accounts', 'src/api-json', 'src/forms', 'src/leads', 'src/site', TEST_FIXTURES],
    why: 'vehicle data providers hold their keys; route handlers call them, pages never see a key',
  },
  'src/page-data': {
    may: ['src/domain', 'src/db', 'src/cache', 'src/forms', 'src/i18n', 'src/search', 'src/seo', 'src/site'],
    why: 'page-data loaders read through src/db for the pages',
  },
  'src/media': { may: ['src/domain', TEST_FIXTURES], why: 'generated pictures are pure' },
  'src/photos': { may: ['src/domain'], why: 'photos are checked, fetched and resized from bytes and URLs alone: no storage, database or configuration' },
  'src/media-store': { may: ['src/domain', 'src/lib', 'src/env.ts'], why: 'where uploaded files are kept (a directory or a bucket): plumbing below the services' },
  'src/seed': { may: ['src/db', 'src/domain', 'src/media', 'src/site'], why: 'the demo seed writes through src/db and the site-file service' },
  'src/ui': {
    may: ['src/domain', 'src/i18n', 'src/forms', 'src/content', 'src/api-json', TEST_FIXTURES],
    why: 'components receive data as props: no database, secret, service or route code',
  },
  'src/templates': { may: ['src/domain', 'src/i18n', 'src/ui'], why: 'templates assemble src/ui components: no database, secret, service or route code' },
  'src/page-bodies': {
    may: ['src/accounts', 'src/api-json', 'src/content', 'src/domain', 'src/forms', 'src/i18n', 'src/lib', 'src/page-data', 'src/payments', 'src/search', 'src/site', 'src/ui'],
    why: 'page bodies call services and page-data loaders, never src/db or src/env.ts',
  },
  app: {
    may: [
      'src/accounts', 'src/analytics', 'src/api-json', 'src/bookings', 'src/cache', 'src/catalogue', 'src/console', 'src/content', 'src/dealer-api', 'src/domain',
      'src/forms', 'src/i18n', 'src/leads', 'src/lib', 'src/media', 'src/media-store', 'src/operator', 'src/page-bodies', 'src/page-data', 'src/payments', 'src/search',
      'src/seo', 'src/site', 'src/stock', 'src/templates', 'src/ui', 'src/vehicle-data',
    ],
    why: 'routes call services, page-data loaders and page bodies, never src/db or src/env.ts',
  },
  'proxy.ts': { may: ['src/cache', 'src/domain', 'src/env.ts', 'src/lib', 'src/site'], why: 'the proxy runs before every request' },
  'instrumentation.ts': { may: ['src/accounts', 'src/analytics', 'src/domain', 'src/env.ts', 'src/leads', 'src/lib'], why: 'server start-up starts the background workers' },
  'instrumentation-client.ts': { may: [], why: 'runs in every browser before the app' },
  scripts: { may: ['src', 'tests/support'], why: 'command-line tools are not served: they use any of src, never app/' },
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'next-env.d.ts'],
  },
  {
    plugins: { walls: importWallsPlugin(import.meta.dirname, WALLS) },
    rules: {
      // Cards, tiles and logos draw our own generated SVGs (docs/decisions/021-plain-img-for-generated-pictures.md).
      '@next/next/no-img-element': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      'walls/imports': 'error',
    },
  },
];

export default config;
