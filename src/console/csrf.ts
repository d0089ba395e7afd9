import 'server-only';

/**
 * For console route handlers that change state: refuses (403) a request whose Origin, or without
 * one its Sec-Fetch-Site, shows another origin. The shoppers' check is the same rule, so it is
 * the same function. Server actions need no call: Next compares their Origin with the Host itself
 * (proved by tests/e2e/console-sign-in.spec.ts).
 */
export { assertSameOrigin } from '../accounts/gate';
