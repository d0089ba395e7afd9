import { accountRoutes } from '@/accounts/handlers';

/** POST /api/auth/verify-sms-code: signs in with a texted code (docs/sms.md). */
export const POST = accountRoutes.verifySmsCode;
