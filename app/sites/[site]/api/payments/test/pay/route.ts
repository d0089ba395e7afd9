import { paymentRoutes } from '@/payments/routes';

/** POST /api/payments/test/pay: the test provider's card choice (docs/payments.md). */
export const POST = paymentRoutes.testPay;
