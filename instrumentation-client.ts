/*
 * Runs in the browser before the app's own modules. Zod compiles object parsers with `new Function`
 * and probes for it as each object schema is defined; the CSP allows no eval (decision 028), so the
 * probe was a CSP violation in the console of every page (Lighthouse best practices 96). The forms'
 * small objects parse as fast without the compiled parsers. The server keeps them.
 * This writes the config object that Zod adopts when it loads (and `z.config()` writes to) instead
 * of calling `z.config()`: an import of Zod here put all of it (32 KB compressed) in the first
 * script of every page, and only pages with a form use it (docs/benchmarks.md, "Lighthouse").
 */
const withZodConfig = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
(withZodConfig.__zod_globalConfig ??= {}).jitless = true;
