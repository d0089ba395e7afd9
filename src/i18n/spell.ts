import type { Locale } from '../domain/site-config';
import { messagesFor } from './messages';
import type { SpellingSwap } from './types';

type CompiledSwap = { pattern: RegExp; swap: SpellingSwap };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole words only: the stem plus one of its endings, so 'petroleum' and 'watercolour' stay. */
function compile(swap: SpellingSwap): CompiledSwap {
  const endings = swap.endings.filter((e) => e !== '').map(escape);
  const optional = swap.endings.includes('');
  const tail = endings.length === 0 ? '' : `(?:${endings.join('|')})${optional ? '?' : ''}`;
  return { pattern: new RegExp(`\\b${escape(swap.from)}${tail}\\b`, 'gi'), swap };
}

const compiled = new Map<Locale, CompiledSwap[]>();

function swapsOf(locale: Locale): CompiledSwap[] {
  let swaps = compiled.get(locale);
  if (!swaps) {
    swaps = messagesFor(locale).spelling.map(compile);
    compiled.set(locale, swaps);
  }
  return swaps;
}

/** Give `replacement` the case pattern of `original`: ALL CAPS, Capitalised or lower case. */
function matchCase(original: string, replacement: string): string {
  const lower = replacement.toLowerCase();
  if (original.length > 1 && original === original.toUpperCase()) return lower.toUpperCase();
  const first = original.charAt(0);
  if (first !== first.toLowerCase()) return lower.charAt(0).toUpperCase() + lower.slice(1);
  return lower;
}

/** Text in the locale's spelling (SPEC 1): data written in Australian English, read on a US site. */
export function spell(text: string, locale: Locale): string {
  let result = text;
  for (const { pattern, swap } of swapsOf(locale)) {
    result = result.replace(pattern, (word) => matchCase(word, swap.to + word.slice(swap.from.length)));
  }
  return result;
}
