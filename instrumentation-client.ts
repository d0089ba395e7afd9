import { z } from 'zod';

/*
 * Runs in the browser before the app's own modules. Zod compiles object parsers with `new Function`
 * and probes for it as each object schema is defined; the CSP allows no eval (decision 023), so the
 * probe was a CSP violation in the console of every page (Lighthouse best practices 96). The forms'
 * small objects parse as fast without the compiled parsers. The server keeps them.
 */
z.config({ jitless: true });
