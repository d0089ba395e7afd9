import { accountRoutes } from '@/accounts/routes';

/** POST /api/watchlist/remove-car (SPEC 7) (docs/accounts.md). */
export const POST = accountRoutes.removeCar;
