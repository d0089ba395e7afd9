import { accountRoutes } from '@/accounts/handlers';

/** POST /api/spin-to-win: the signed-in shopper's one spin of the running campaign (docs/accounts.md). */
export const POST = accountRoutes.spin;
