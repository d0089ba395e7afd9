import path from 'node:path';

/**
 * The test server's operator credentials (playwright.config.ts): the token the CLIs hand work over
 * with, distinct from the stock feed's, and the only directory it reads handed-over files from.
 */
export const operatorToken = process.env.E2E_OPERATOR_TOKEN ?? 'e2e-operator-token-not-a-secret';
export const operatorImportDir = path.resolve(import.meta.dirname, '../../data/e2e-import');
