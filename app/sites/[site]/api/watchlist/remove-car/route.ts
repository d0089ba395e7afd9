import { accountRoutes } from '@/accounts/handlers';

/** POST /api/watchlist/remove-car (SPEC 7) (docs/accounts.md). */
export const POST = accountRoutes.removeCar;
