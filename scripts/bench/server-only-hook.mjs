import { register } from 'node:module';

/**
 * For benchmarks that call server modules in plain Node: `server-only` throws outside React's server
 * build (as vitest.config.ts notes), so it resolves to an empty module here. `tsx --import` this file.
 */
register(
  `data:text/javascript,${encodeURIComponent(
    "export async function resolve(specifier, context, next) { return specifier === 'server-only' ? { url: 'data:text/javascript,', shortCircuit: true } : next(specifier, context); }",
  )}`,
);
