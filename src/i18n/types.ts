import type { enAU } from './en-AU';

/** A count's two English forms: `one` for 1, `other` for every other count (filled by `plural`). */
export type Plural = { one: string; other: string };

/** One word the locale spells differently: `from` plus any of `endings` becomes `to` plus the same ending. */
export type SpellingSwap = {
  from: string;
  to: string;
  /** Endings the word may take; '' allows the bare word. */
  endings: readonly string[];
};

/**
 * The shape of one locale's message catalogue: the en-AU catalogue's own, which every other locale
 * must match key for key (src/i18n/messages.ts holds them all as `Messages`). Every visible UI string
 * of the shared layout, search, car page and forms lives in a catalogue; adding a locale is adding a
 * catalogue. Templates take `{name}` placeholders, filled by `fill` (src/i18n/fill.ts).
 */
export type Messages = typeof enAU;
