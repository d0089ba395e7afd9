import { accountRoutes } from '@/accounts/handlers';

/** POST /api/auth/sign-out: ends this session (docs/accounts.md). */
export const POST = accountRoutes.signOut;
