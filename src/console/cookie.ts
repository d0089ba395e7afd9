import 'server-only';
import { cookies } from 'next/headers';
import { secureCookie } from '../accounts/cookie';

/**
 * The console's session cookie, apart from the shoppers' `fc_session`: HttpOnly, SameSite=Strict
 * (a link from another site arrives signed out), path /console, Secure in production. The
 * `*.localhost` demo hosts are plain http, which browsers treat as secure contexts already.
 */
const STAFF_COOKIE = 'fc_staff';
const PATH = '/console';

export async function readStaffCookie(): Promise<string | undefined> {
  return (await cookies()).get(STAFF_COOKIE)?.value;
}

export async function writeStaffCookie(token: string, expiresAt: Date, host: string | null): Promise<void> {
  (await cookies()).set(STAFF_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure: secureCookie(host), path: PATH, expires: expiresAt });
}

export async function clearStaffCookie(host: string | null): Promise<void> {
  (await cookies()).set(STAFF_COOKIE, '', { httpOnly: true, sameSite: 'strict', secure: secureCookie(host), path: PATH, maxAge: 0 });
}

/** The dealership the switcher chose; not a secret, and checked against the actor on every read. */
const DEALERSHIP_COOKIE = 'fc_console_dealership';

export async function readDealershipCookie(): Promise<string | undefined> {
  return (await cookies()).get(DEALERSHIP_COOKIE)?.value;
}

export async function writeDealershipCookie(dealershipId: number, host: string | null): Promise<void> {
  (await cookies()).set(DEALERSHIP_COOKIE, String(dealershipId), { httpOnly: true, sameSite: 'strict', secure: secureCookie(host), path: PATH });
}
