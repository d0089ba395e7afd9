import { accountRoutes } from '@/accounts/handlers';

/** POST /api/watchlist/save-car (SPEC 7) (docs/accounts.md). */
export const POST = accountRoutes.saveCar;
