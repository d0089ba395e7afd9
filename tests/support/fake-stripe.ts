import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP endpoint that answers the Stripe API calls the payment provider makes
 * (PaymentIntents create, retrieve and cancel; refunds create), in Stripe's shapes, so the
 * official SDK runs unchanged against it (its host, port and protocol options). Like Stripe it
 * replays the first answer for a repeated Idempotency-Key.
 */
export type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  capture_method: string;
  client_secret: string;
  last_payment_error: { message: string } | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

export type FakeStripe = {
  port: number;
  intents: Map<string, FakeIntent>;
  refunds: string[];
  /** Every call: method, path, and its Idempotency-Key header (null when it had none). */
  calls: { method: string; path: string; idempotencyKey: string | null }[];
  /** What the shopper's browser does through Stripe.js: pay, fail, or be asked for 3-D Secure. */
  setStatus: (id: string, status: string, error?: string) => FakeIntent;
  close: () => Promise<void>;
};

function formValue(form: URLSearchParams, key: string): string | null {
  return form.get(key);
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const refunds: string[] = [];
  const calls: FakeStripe['calls'] = [];
  const replies = new Map<string, { status: number; body: string }>();
  let next = 1;

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      const key = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null;
      calls.push({ method: request.method ?? '', path, idempotencyKey: key });
      const send = (status: number, body: unknown) => {
        const text = JSON.stringify(body);
        if (key && request.method === 'POST') replies.set(key, { status, body: text });
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${next++}` });
        response.end(text);
      };
      const replay = key && request.method === 'POST' ? replies.get(key) : undefined;
      if (replay) {
        response.writeHead(replay.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
        response.end(replay.body);
        return;
      }
      const form = new URLSearchParams(raw);
      const notFound = () => send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } });
      if (request.method === 'POST' && path === '/v1/payment_intents') {
        const id = `pi_fake_${next++}`;
        const metadata: Record<string, string> = {};
        for (const [name, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(name);
          if (match?.[1]) metadata[match[1]] = value;
        }
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(formValue(form, 'amount')),
          currency: formValue(form, 'currency') ?? 'aud',
          status: 'requires_payment_method',
          capture_method: formValue(form, 'capture_method') ?? 'automatic',
          client_secret: `${id}_secret_fake`,
          last_payment_error: null,
          metadata,
          created: Math.floor(Date.now() / 1000),
          livemode: false,
        };
        intents.set(id, intent);
        return send(200, intent);
      }
      const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && retrieve?.[1]) {
        const intent = intents.get(retrieve[1]);
        return intent ? send(200, intent) : notFound();
      }
      const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
      if (request.method === 'POST' && cancel?.[1]) {
        const intent = intents.get(cancel[1]);
        if (!intent) return notFound();
        intent.status = 'canceled';
        return send(200, intent);
      }
      if (request.method === 'POST' && path === '/v1/refunds') {
        const id = formValue(form, 'payment_intent') ?? '';
        const intent = intents.get(id);
        if (!intent) return notFound();
        refunds.push(id);
        return send(200, { id: `re_fake_${next++}`, object: 'refund', amount: intent.amount, payment_intent: id, status: 'succeeded' });
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    intents,
    refunds,
    calls,
    setStatus(id, status, error) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = status;
      intent.last_payment_error = error ? { message: error } : null;
      return { ...intent };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
