import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Which way imports may point (docs/decisions/014-import-boundaries.md). Paths are resolved, so a
 * relative import and an `@/` import of the same module are the same crossing.
 */
const boundaries = [
  {
    target: './src/domain',
    from: '.',
    except: ['./src/domain', './src/test-support', './node_modules'],
    message: 'src/domain holds the pure rules: it imports nothing outside itself.',
  },
  {
    target: './src/i18n',
    from: '.',
    except: ['./src/i18n', './src/domain', './node_modules'],
    message: 'src/i18n holds the message catalogues: it imports only src/domain.',
  },
  {
    target: './src/db',
    from: '.',
    except: ['./src/db', './src/domain', './src/lib', './src/env.ts', './node_modules'],
    message: 'src/db imports only src/domain and src/lib: rows become domain types here, services sit above.',
  },
  {
    target: './src/forms',
    from: ['./src/db', './src/leads', './src/cache', './src/stock', './src/page-data', './src/page-bodies', './app'],
    message: 'src/forms is form data and the pure form engine: its loaders live in src/stock.',
  },
  {
    target: './src/ui',
    from: ['./src/db', './src/leads', './src/cache', './src/stock', './src/page-data', './src/page-bodies', './src/site/request.ts', './src/site/directory.ts', './src/search/view.ts', './src/search/service.ts', './app'],
    message: 'src/ui components receive data as props: no database, service or route code.',
  },
  {
    target: './src/templates',
    from: ['./src/db', './src/leads', './src/cache', './src/stock', './src/page-data', './src/page-bodies', './app'],
    message: 'Templates assemble src/ui components: no database, service or route code.',
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**', 'next-env.d.ts'],
  },
  {
    settings: { 'import/resolver': { typescript: { project: './tsconfig.json' }, node: true } },
    rules: {
      // Cards, tiles and logos draw our own generated SVGs (docs/decisions/021-plain-img-for-generated-pictures.md).
      '@next/next/no-img-element': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      'import/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
];

export default config;
