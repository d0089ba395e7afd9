import type { CaptureMethod } from './amounts';
import type { PaymentState } from './state';

/** What a payment pays for: a car's deposit (a reservation) or an amount owed to the dealer. */
export type PaymentKind = 'reservation' | 'online';

/** One stored payment of either kind, as the payment service sees it. */
export type StoredPayment = {
  kind: PaymentKind;
  id: number;
  websiteId: number;
  status: PaymentState;
  amountMinor: number;
  currency: string;
  provider: string;
  intentId: string | null;
  captureMethod: CaptureMethod;
  lostRace: boolean;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  userId: number | null;
  /** The reserved car (reservations only). */
  carId: number | null;
  /** The dealership paid (online payments; a reservation's is its car's). */
  dealershipId: number | null;
  /** The shopper's invoice or repair-order number (online payments only). */
  reference: string | null;
  createdAt: Date;
};

/** A reservation as /my-garage lists it. */
export type GarageReservation = {
  intentId: string;
  status: PaymentState;
  lostRace: boolean;
  amountMinor: number;
  currency: string;
  carName: string;
  carSlug: string;
  createdAt: Date;
};
