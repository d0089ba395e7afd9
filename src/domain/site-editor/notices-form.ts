import type { SiteConfig } from '../site-config';
import type { Fields } from './hours-form';
import type { Read } from './section-forms';

/**
 * The site's notices (issue 31 "banners"; SPEC 2 page shell): up to three bars between the header
 * and every page, each a line of text and an optional link, and one closing line under the footer.
 * Rows are posted as `bar.{i}.text` and `bar.{i}.url`; a row with neither is not used.
 */
export const MAX_BARS = 3;
export const BAR_TEXT_MAX = 200;
export const BOTTOM_NOTE_MAX = 600;

export type Notices = { bars: SiteConfig['content']['bars']; bottomNote: string | undefined };

/** A path on the site (`/specials`) or a secure address elsewhere; `//host` would leave the site unnoticed. */
export function isNoticeLink(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' && parsed.hostname !== '';
  } catch {
    return false;
  }
}

const text = (fields: Fields, name: string) => (fields[name] ?? '').trim();

export function readNoticesForm(fields: Fields): Read<Notices> {
  const errors: Record<string, string[]> = {};
  const bars: Notices['bars'] = [];
  for (let i = 0; i < MAX_BARS; i++) {
    const barText = text(fields, `bar.${i}.text`);
    const url = text(fields, `bar.${i}.url`);
    if (!barText && !url) continue;
    const row = i + 1;
    if (!barText) errors[`bar.${i}.text`] = [`Write the words of notice ${row}, or clear its link to remove it.`];
    else if (barText.length > BAR_TEXT_MAX) errors[`bar.${i}.text`] = [`Keep notice ${row} to ${BAR_TEXT_MAX} characters.`];
    if (url && !isNoticeLink(url)) errors[`bar.${i}.url`] = [`Use a page of the site starting with /, such as /special-offers, or an address starting with https://.`];
    bars.push(url ? { text: barText, url } : { text: barText });
  }
  const note = text(fields, 'bottomNote');
  if (note.length > BOTTOM_NOTE_MAX) errors.bottomNote = [`Keep the closing line to ${BOTTOM_NOTE_MAX} characters.`];
  return { value: { bars, bottomNote: note || undefined }, errors };
}
