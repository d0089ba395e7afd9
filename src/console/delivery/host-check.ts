import 'server-only';
import { promises as dns } from 'node:dns';
import type { HostCheck } from '../../domain/delivery/destination-host';

const TIMEOUT_MS = 2_000;
/** Answers that say the name does not exist; anything else (no network, a slow resolver) is not the dealer's mistake. */
const MISSING = new Set(['ENOTFOUND', 'ENODATA', 'ENONAME']);

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<T>((_, reject) => setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'ETIMEOUT' })), TIMEOUT_MS).unref())]);
}

/** A name that exists in every working DNS (RFC 2606): when it does not resolve, nothing can be checked. */
const CONTROL_NAME = 'example.com';

async function resolves(kind: string, host: string): Promise<HostCheck> {
  try {
    if (kind === 'email') {
      const mx = await withTimeout(dns.resolveMx(host)).catch(() => []);
      if (mx.length > 0) return 'found';
    }
    await withTimeout(dns.lookup(host));
    return 'found';
  } catch (error) {
    return MISSING.has((error as NodeJS.ErrnoException).code ?? '') ? 'missing' : 'unknown';
  }
}

/**
 * Whether a destination's host exists, by DNS with a short timeout: an email domain by its mail
 * servers (or, as mail falls back to it, its address), a web host by its address. A resolver that
 * answers "no such name" for everything (a machine without DNS) is told apart by a control name.
 */
export async function dnsHostCheck(kind: string, host: string): Promise<HostCheck> {
  const found = await resolves(kind, host);
  if (found !== 'missing') return found;
  return (await resolves('web', CONTROL_NAME)) === 'found' ? 'missing' : 'unknown';
}
