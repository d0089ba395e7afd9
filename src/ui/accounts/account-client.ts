import type { AccountJson } from '../../api-json/account-json';
import type { Messages } from '../../i18n/types';

/** The browser's calls to the account APIs; every answer is read, failures included. */
export type ApiAnswer<T> = { ok: true; data: T } | { ok: false; status: number; error: string; errors: Record<string, string[]> };

/** `words` are the site's for a call that fails without a message of the server's. */
export async function postJson<T>(path: string, body: unknown, words: Messages['common']['fetchFailed']): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const data = (await response.json().catch(() => ({}))) as T & { error?: string; errors?: Record<string, string[]> };
    if (response.ok) return { ok: true, data };
    return { ok: false, status: response.status, error: data.error ?? words.failed, errors: data.errors ?? {} };
  } catch {
    return { ok: false, status: 0, error: words.unreachable, errors: {} };
  }
}

let account: Promise<AccountJson> | undefined;

/** Who is signed in, asked once per page (the answer is never stored by a cache). */
export function loadAccount(): Promise<AccountJson> {
  account ??= fetch('/api/account', { credentials: 'same-origin', cache: 'no-store' })
    .then((response) => (response.ok ? (response.json() as Promise<AccountJson>) : { signed_in: false as const }))
    .catch(() => ({ signed_in: false as const }));
  return account;
}
