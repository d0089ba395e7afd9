import type { PaymentState } from './state';

/**
 * The built-in test provider's cards (docs/payments.md): the shopper picks what the "card"
 * does, and the payment follows the same state machine as a real one. No money moves.
 */
export const TEST_CARDS = [
  { id: 'succeeds', label: 'Test card that succeeds' },
  { id: 'declined', label: 'Test card that is declined' },
  { id: '3ds', label: 'Test card that asks for a 3-D Secure step' },
] as const;

export type TestCard = (typeof TEST_CARDS)[number]['id'];

export const TEST_CARD_IDS = TEST_CARDS.map((card) => card.id) as [TestCard, ...TestCard[]];

/** What paying with a test card reports. */
export function testCardOutcome(card: TestCard): PaymentState {
  if (card === 'succeeds') return 'succeeded';
  if (card === 'declined') return 'failed';
  return 'requires_action';
}

/** The 3-D Secure step: approved succeeds, refused fails (the shopper may then try another card). */
export function testAuthenticationOutcome(approved: boolean): PaymentState {
  return approved ? 'succeeded' : 'failed';
}
