/** The browser's payment calls; each answer is read, failures included (per-field errors from the server's schema). */
export type PaymentStart = {
  payment_id: string;
  provider: string;
  status: string;
  lost_race: boolean;
  client_secret: string | null;
  publishable_key: string | null;
  amount: number;
  currency: string;
};
export type PaymentProgress = { payment_id: string; status: string; lost_race: boolean };

export type Answer<T> = { ok: true; data: T } | { ok: false; error: string; errors: Record<string, string[]> };

/** `unreachable` is the site's word for a call that found no site; a refusal without a message reads as SPEC 8's. */
export async function postPayment<T>(path: string, body: unknown, unreachable: string, idempotencyKey?: string): Promise<Answer<T>> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const data = (await response.json().catch(() => ({}))) as T & { error?: string; errors?: Record<string, string[]> };
    if (response.ok) return { ok: true, data };
    return { ok: false, error: data.error ?? 'An error occurred when submitting this form', errors: data.errors ?? {} };
  } catch {
    return { ok: false, error: unreachable, errors: {} };
  }
}
