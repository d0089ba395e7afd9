import { paymentRoutes } from '@/payments/handlers';

/** POST /api/payments/reservations: start a car's deposit (docs/payments.md). */
export const POST = paymentRoutes.startReservation;
