import 'server-only';
import { messagesFor } from '../../i18n/messages';

/**
 * Lead kinds in plain words for the console: the lead emails' labels (src/i18n, leadEmail.kinds),
 * so the console and the emails name a kind alike. The console speaks en-AU for now.
 */
const KINDS = messagesFor('en-AU').leadEmail.kinds;

export function kindLabel(category: string): string {
  const known = KINDS[category];
  if (known) return known;
  const spaced = category.replace(/[_-]+/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** Every kind the console's filters offer, in the catalogue's order. */
export function leadKinds(): { value: string; label: string }[] {
  return Object.entries(KINDS).map(([value, label]) => ({ value, label }));
}
