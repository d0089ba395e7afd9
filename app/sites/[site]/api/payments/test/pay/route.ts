import { paymentRoutes } from '@/payments/handlers';

/** POST /api/payments/test/pay: the test provider's card choice (docs/payments.md). */
export const POST = paymentRoutes.testPay;
