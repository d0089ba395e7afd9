/**
 * What changed between two versions of a site file, in plain words for the console's history
 * (issue 31): `Harbour Toyota Sales, hours, Saturday: 08:00–17:00 → 08:30–12:00`. Pure: walks two
 * JSON values, names list items by their slug, date or name rather than their position, and
 * writes hours and values the way the dealer typed them.
 */
export type Change = { where: string; before: string; after: string };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const WORDS: Record<string, string> = {
  config: '',
  website: '',
  dealerships: '',
  locations: '',
  content: '',
  home: 'Home page',
  pages: 'Page',
  bars: 'Notices',
  bottomNote: 'closing line under the footer',
  homeBanners: 'Home banners',
  offers: 'Special offers',
  imageUrl: 'picture',
  rate: 'current rate',
  excludedDealershipIds: 'dealerships without estimates',
  offerPrice: 'offer price',
  heroHeading: 'hero heading',
  heroSubheading: 'hero subheading',
  serviceBlock: 'service block',
  certifiedBlock: 'certified block',
  holidayHours: 'holiday hours',
  leadDestinations: 'lead destinations',
  primary: 'primary colour',
  accent: 'accent colour',
  phone: 'phone',
  landlinePhone: 'landline phone',
  dealerLicenseNumber: 'licence number',
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};

/** `heroHeading` → `hero heading`, unless the table above has a better word ('' leaves the part out). */
function word(key: string): string {
  if (key in WORDS) return WORDS[key]!;
  return key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
}

const capital = (text: string) => (text ? text[0]!.toUpperCase() + text.slice(1) : text);

function isRecord(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A day's hours `{ status, open, close }` as the dealer reads them. */
function hoursWords(value: Record<string, Json>): string | null {
  if (!('status' in value) || !('open' in value) || !('close' in value)) return null;
  const { status, open, close } = value;
  if (typeof open === 'string' && typeof close === 'string') return status === 'Open' ? `${open}–${close}` : `${String(status)} ${open}–${close}`;
  return String(status);
}

const MAX_TEXT = 60;

/** A value in a line of the history: short texts quoted, long ones cut, records summarised. */
function valueWords(value: Json | undefined): string {
  if (value === undefined || value === null) return '(none)';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value.length > MAX_TEXT ? `“${value.slice(0, MAX_TEXT - 1)}…”` : `“${value}”`;
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : `${value.length} item${value.length === 1 ? '' : 's'}`;
  const hours = hoursWords(value);
  if (hours !== null) return hours;
  // A holiday: its hours say more than its name, which the line already gives.
  if (isRecord(value.hours) && typeof value.date === 'string') return hoursWords(value.hours) ?? '(set)';
  const label = itemLabel(value);
  return label ?? '(set)';
}

/** How a list item is named in a line: by its name, title, slug or date, never by its position. */
function itemLabel(item: Json): string | null {
  if (!isRecord(item)) return null;
  if (typeof item.date === 'string') return typeof item.name === 'string' ? `${item.name} (${item.date})` : item.date;
  for (const key of ['name', 'title', 'slug', 'target', 'heading']) {
    const value = item[key];
    if (typeof value === 'string' && value) return value;
  }
  // A notice bar has only its words to go by.
  if (typeof item.text === 'string' && item.text) return item.text.length > MAX_TEXT ? `${item.text.slice(0, MAX_TEXT - 1)}…` : item.text;
  return null;
}

/** The key a list item is matched by across versions, so moving or inserting one does not report every item after it. */
function itemKey(item: Json, index: number): string {
  if (isRecord(item)) {
    for (const key of ['slug', 'date', 'path', 'target', 'name', 'heading', 'text']) {
      const value = item[key];
      if (typeof value === 'string') return `${key}:${value}`;
    }
  }
  return `#${index}`;
}

const isHours = (value: Json | undefined) => isRecord(value) && hoursWords(value) !== null;

function join(where: string[]): string {
  const parts = where.filter((p) => p !== '');
  return parts.length === 0 ? 'Site' : [capital(parts[0]!), ...parts.slice(1)].join(', ');
}

/** JSON with sorted keys: a file read back from a jsonb column has its keys in another order. */
function stable(value: Json | undefined): string | undefined {
  return JSON.stringify(value, (_key, v: unknown) =>
    isRecord(v) ? Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined).sort(([a], [b]) => a.localeCompare(b))) : v,
  );
}

function walk(before: Json | undefined, after: Json | undefined, where: string[], out: Change[]): void {
  if (stable(before) === stable(after)) return;
  // A part the file did not have yet, or no longer has (a site's first current rate), is an empty
  // one, so its fields are named rather than the whole part reading "(set)".
  const from = before === undefined && isRecord(after) ? {} : before;
  const to = after === undefined && isRecord(before) ? {} : after;
  if (isRecord(from) && isRecord(to) && !isHours(from) && !isHours(to)) {
    const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    for (const key of keys) walk(from[key], to[key], [...where, word(key)], out);
    return;
  }
  // A list the file did not have yet (a site's first notice) is an empty one, so its items are named.
  const listOf = (value: Json | undefined) => (value === undefined ? [] : value);
  const was = listOf(before);
  const is = listOf(after);
  if (Array.isArray(was) && Array.isArray(is) && [...was, ...is].some(isRecord)) {
    const old = new Map(was.map((item, i) => [itemKey(item, i), item]));
    const now = new Map(is.map((item, i) => [itemKey(item, i), item]));
    for (const [key, item] of now) {
      const previous = old.get(key);
      const label = itemLabel(item) ?? key;
      if (previous === undefined) out.push({ where: join([...where, `added ${label}`]), before: '(none)', after: valueWords(item) });
      else walk(previous, item, [...where, label], out);
    }
    for (const [key, item] of old) {
      if (!now.has(key)) out.push({ where: join([...where, `removed ${itemLabel(item) ?? key}`]), before: valueWords(item), after: '(none)' });
    }
    return;
  }
  out.push({ where: join(where), before: valueWords(before), after: valueWords(after) });
}

/** Every change from `before` to `after`, one a line, in the order the file lists them. */
export function siteFileDiff(before: unknown, after: unknown): Change[] {
  const out: Change[] = [];
  walk(before as Json, after as Json, [], out);
  return out;
}

export const changeLine = (change: Change) => `${change.where}: ${change.before} → ${change.after}`;
