import { accountRoutes } from '@/accounts/handlers';

/** POST /api/auth/sign-out-everywhere: ends every session of the shopper on this site (docs/accounts.md). */
export const POST = accountRoutes.signOutEverywhere;
