import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { env } from '../../env';

/**
 * Text messages through a site's SMS destination (docs/sms.md). A destination's target is either
 * an https gateway URL, which gets one JSON POST `{to, from, body}` with the gateway's bearer token
 * (the shape of the common gateways' JSON APIs), or `outbox`, which writes the message as a JSON
 * file into OUTBOX_DIR so the demo works offline, as lead emails do without SMTP_URL.
 */
const SMS_OUTBOX_TARGET = 'outbox';
const TIMEOUT_MS = 15_000;

export type TextMessage = {
  /** E.164, '+61412345678'. */
  to: string;
  body: string;
  /** Sent as Idempotency-Key, and the outbox file's name: a resend of the same message is recognisable. */
  id: string;
};

async function writeToOutbox(dir: string, message: TextMessage & { from: string }): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${message.id.replace(/[^A-Za-z0-9.@-]/g, '_')}.sms.json`);
  // Renamed into place, so a crash never leaves half a message and a reader never sees one.
  await fs.writeFile(`${file}.tmp`, `${JSON.stringify({ to: message.to, from: message.from, body: message.body, id: message.id, created_at: new Date().toISOString() }, null, 2)}\n`);
  await fs.rename(`${file}.tmp`, file);
}

async function postToGateway(url: string, token: string | undefined, message: TextMessage & { from: string }): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'idempotency-key': message.id,
      'user-agent': 'Forecourt-SMS/1.0',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ to: message.to, from: message.from, body: message.body }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
    redirect: 'error',
  });
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
}

/** Sends one text through the destination `target`; throws when the gateway did not take it. */
export async function sendTextMessage(target: string, message: TextMessage): Promise<void> {
  const { OUTBOX_DIR, SMS_FROM, SMS_GATEWAY_TOKEN } = env();
  const full = { ...message, from: SMS_FROM };
  if (target === SMS_OUTBOX_TARGET) return writeToOutbox(path.resolve(OUTBOX_DIR), full);
  return postToGateway(target, SMS_GATEWAY_TOKEN, full);
}
