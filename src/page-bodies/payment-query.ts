type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/** The payment a payment page's address names: ours as ?payment=, or Stripe's return as ?payment_intent=. */
export function paymentIdOf(query: Query): string | null {
  return first(query.payment) ?? first(query.payment_intent);
}

/** The props of a payment page's route, for its head and its body alike. */
export type PaymentRouteProps<P> = { params: Promise<P>; searchParams: Promise<Query> };
