import { accountRoutes } from '@/accounts/routes';

/** GET /api/account: who is signed in, and their watchlist ids (docs/accounts.md). */
export const GET = accountRoutes.account;
