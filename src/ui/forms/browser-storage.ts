import { parseSession, recordVisit, SESSION_KEY, type SessionState } from '@/forms/session';
import { STORED_DETAILS_KEY, type StoredDetails } from '@/forms/stored-details';

/**
 * The browser storage the forms use. Storage can be switched off or full (private windows), and a
 * form must still send, so every access falls back quietly to "nothing stored".
 */

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage refused (quota, privacy mode): the form works without it.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

const STORED_DETAILS_EVENT = 'forecourt:stored-details';

/** For useSyncExternalStore: the stored text, which changes identity only when the details change. */
export function storedDetailsSnapshot(): string | null {
  return read(local, STORED_DETAILS_KEY);
}

export function subscribeStoredDetails(onChange: () => void): () => void {
  window.addEventListener(STORED_DETAILS_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(STORED_DETAILS_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function saveStoredDetails(details: StoredDetails): void {
  write(local, STORED_DETAILS_KEY, JSON.stringify(details));
  window.dispatchEvent(new Event(STORED_DETAILS_EVENT));
}

export function clearStoredDetails(): void {
  write(local, STORED_DETAILS_KEY, null);
  window.dispatchEvent(new Event(STORED_DETAILS_EVENT));
}

export function loadSession(): SessionState {
  return parseSession(read(session, SESSION_KEY));
}

export function trackPageView(path: string, search: string): void {
  write(session, SESSION_KEY, JSON.stringify(recordVisit(loadSession(), path, search)));
}

const SUCCESS_MARKER_KEY = 'forecourt:success-category';

/** SPEC 4: the final submit stores a success-category marker. */
export function storeSuccessMarker(category: string): void {
  write(session, SUCCESS_MARKER_KEY, category);
}

const REFERRER_KEY = 'forecourt:referrer';

/** The page that sent the shopper here, kept from the first page of the browser session (the source of its leads). */
export function rememberReferrer(referrer: string): void {
  if (read(session, REFERRER_KEY) === null) write(session, REFERRER_KEY, referrer);
}

export function visitSource(): { utm_campaign: string | null; referrer: string | null } {
  return { utm_campaign: loadSession().linked_query_params.utm_campaign ?? null, referrer: read(session, REFERRER_KEY) || null };
}
