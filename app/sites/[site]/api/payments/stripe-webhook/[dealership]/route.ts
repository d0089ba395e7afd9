import { paymentRoutes } from '@/payments/handlers';

/** POST /api/payments/stripe-webhook/{dealership}: Stripe's signed events for that dealership's account (docs/payments.md). */
export const POST = paymentRoutes.stripeWebhook;
