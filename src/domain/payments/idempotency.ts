/**
 * Whose retry an Idempotency-Key is. The browser's key alone is not enough: a key is only a
 * promise from one shopper that two requests are the same request, so a second shopper (or the
 * same shopper for another car) sending the same key must never be answered the first payment.
 * The stored key is therefore the browser's key inside the shopper's and the subject's scope.
 */
export type PaymentOwner =
  | { kind: 'account'; userId: number }
  | { kind: 'visitor'; anonId: string }
  /** Neither signed in nor known by a device id: no retry can be recognised, each request is its own. */
  | { kind: 'request'; nonce: string };

export type PaymentSubject = { kind: 'reservation'; carId: number } | { kind: 'online'; dealershipId: number };

function ownerPart(owner: PaymentOwner): string {
  if (owner.kind === 'account') return `account:${owner.userId}`;
  if (owner.kind === 'visitor') return `visitor:${owner.anonId}`;
  return `request:${owner.nonce}`;
}

function subjectPart(subject: PaymentSubject): string {
  return subject.kind === 'reservation' ? `car:${subject.carId}` : `dealership:${subject.dealershipId}`;
}

/**
 * The key a payment is stored and found under. Neither the owner's nor the subject's part can hold
 * a `|` (ids are numbers, a device id is a UUID), so the first two split the parts whatever the key holds.
 */
export function scopedPaymentKey(owner: PaymentOwner, subject: PaymentSubject, key: string): string {
  return `${ownerPart(owner)}|${subjectPart(subject)}|${key}`;
}
