import { accountRoutes } from '@/accounts/handlers';

/** GET /api/account: who is signed in, and their watchlist ids (docs/accounts.md). */
export const GET = accountRoutes.account;
