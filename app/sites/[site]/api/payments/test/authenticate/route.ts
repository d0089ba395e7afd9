import { paymentRoutes } from '@/payments/handlers';

/** POST /api/payments/test/authenticate: the test provider's 3-D Secure step (docs/payments.md). */
export const POST = paymentRoutes.testAuthenticate;
