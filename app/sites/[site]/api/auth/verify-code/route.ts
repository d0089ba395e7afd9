import { accountRoutes } from '@/accounts/handlers';

/** POST /api/auth/verify-code: signs in with the code and sets the session cookie (docs/accounts.md). */
export const POST = accountRoutes.verifyCode;
