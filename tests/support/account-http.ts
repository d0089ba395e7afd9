import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { LookupFunction } from 'node:net';
import type { HttpAnswer } from './http';
import { OUTBOX } from './outbox';

const loopback: LookupFunction = (hostname, options, callback) => {
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

export type Call = { method?: string; headers?: Record<string, string>; json?: unknown };

/** Any HTTP call to a site by its Host, never following redirects, so a gate's Location can be read. */
export function call(url: string, { method = 'GET', headers = {}, json }: Call = {}): Promise<HttpAnswer> {
  const target = new URL(url);
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        headers: { host: target.host, accept: 'text/html,application/json', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        lookup: loopback,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout: ${url}`)));
    request.end(body);
  });
}

/** The session cookie's `name=value` from a Set-Cookie answer. */
export function sessionCookie(answer: HttpAnswer): string {
  const cookie = [answer.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('fc_session='));
  if (!cookie) throw new Error(`no session cookie in ${answer.status} ${answer.body}`);
  return cookie.split(';')[0] ?? '';
}


/** The newest sign-in code emailed to this address, read from the offline outbox (.eml files); `prefix` picks the console's codes. */
export async function codeFromOutbox(address: string, timeoutMs = 10_000, prefix = 'sign-in-'): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = (await fs.readdir(OUTBOX).catch(() => [] as string[])).filter((n) => n.startsWith(prefix) && n.endsWith('.eml'));
    const found: { at: number; code: string }[] = [];
    for (const name of names) {
      const file = path.join(OUTBOX, name);
      const text = await fs.readFile(file, 'utf8');
      const match = /sign-in code is (\d{6})/.exec(text);
      if (match?.[1] && new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'mi').test(text)) {
        found.push({ at: (await fs.stat(file)).mtimeMs, code: match[1] });
      }
    }
    const newest = found.sort((a, b) => b.at - a.at)[0];
    if (newest) return newest.code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no sign-in code for ${address} in ${OUTBOX}`);
}

/** The newest code texted to this E.164 number (to sign in or to prove the number), read from the offline outbox (.sms.json files). */
export async function codeFromTextOutbox(to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = (await fs.readdir(OUTBOX).catch(() => [] as string[])).filter((n) => (n.startsWith('sign-in-') || n.startsWith('phone-proof-')) && n.endsWith('.sms.json'));
    const found: { at: number; code: string }[] = [];
    for (const name of names) {
      const text = JSON.parse(await fs.readFile(path.join(OUTBOX, name), 'utf8')) as { to: string; body: string; created_at: string };
      const match = /^(\d{6}) /.exec(text.body);
      if (match?.[1] && text.to === to) found.push({ at: Date.parse(text.created_at), code: match[1] });
    }
    const newest = found.sort((a, b) => b.at - a.at)[0];
    if (newest) return newest.code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no texted sign-in code for ${to} in ${OUTBOX}`);
}

/** A shopper's session on a site, signed in through the real code flow: the cookie as a browser context takes it. */
export async function signedInCookie(origin: string, email: string): Promise<{ name: string; value: string }> {
  await call(`${origin}/api/auth/request-code`, { method: 'POST', headers: { origin }, json: { email } });
  const verified = await call(`${origin}/api/auth/verify-code`, { method: 'POST', headers: { origin }, json: { email, code: await codeFromOutbox(email) } });
  const [name = '', value = ''] = sessionCookie(verified).split('=');
  return { name, value };
}
