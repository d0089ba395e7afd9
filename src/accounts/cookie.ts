import 'server-only';
import { cookies } from 'next/headers';
import { env } from '../env';

/**
 * The session cookie: host-only (no Domain), so the browser never sends one site's cookie to
 * another; httpOnly, SameSite=Lax, and Secure in production. The `*.localhost` demo hosts are
 * served over plain http, which browsers already treat as a secure context, so they go without.
 */
const SESSION_COOKIE = 'fc_session';

/** Whether a session cookie for this host is marked Secure (also the console's, src/console/cookie.ts). */
export function secureCookie(host: string | null): boolean {
  if (env().NODE_ENV !== 'production') return false;
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return !(name === 'localhost' || name.endsWith('.localhost'));
}

export async function readSessionCookie(): Promise<string | undefined> {
  return (await cookies()).get(SESSION_COOKIE)?.value;
}

export async function writeSessionCookie(token: string, expiresAt: Date, host: string | null): Promise<void> {
  (await cookies()).set(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure: secureCookie(host), path: '/', expires: expiresAt });
}

export async function clearSessionCookie(host: string | null): Promise<void> {
  (await cookies()).set(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure: secureCookie(host), path: '/', maxAge: 0 });
}
