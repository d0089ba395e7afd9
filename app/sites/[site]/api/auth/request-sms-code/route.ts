import { accountRoutes } from '@/accounts/handlers';

/** POST /api/auth/request-sms-code: texts a one-time sign-in code on sites with an SMS destination (docs/sms.md). */
export const POST = accountRoutes.requestSmsCode;
