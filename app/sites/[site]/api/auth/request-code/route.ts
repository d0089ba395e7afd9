import { accountRoutes } from '@/accounts/handlers';

/** POST /api/auth/request-code: emails a one-time sign-in code (docs/accounts.md). */
export const POST = accountRoutes.requestCode;
