import { accountRoutes } from '@/accounts/handlers';

/** POST /api/account/profile: saves the shopper's details (docs/accounts.md). */
export const POST = accountRoutes.profile;
