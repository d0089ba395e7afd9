import { accountRoutes } from '@/accounts/routes';

/** POST /api/auth/sign-out-everywhere: ends every session of the shopper on this site (docs/accounts.md). */
export const POST = accountRoutes.signOutEverywhere;
