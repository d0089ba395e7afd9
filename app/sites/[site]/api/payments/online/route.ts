import { paymentRoutes } from '@/payments/handlers';

/** POST /api/payments/online: start an online payment to the dealer (docs/payments.md). */
export const POST = paymentRoutes.startOnline;
