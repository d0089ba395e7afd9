import { BRAND_COLOURS } from './palette';

/**
 * Stand-in brand logos: a round badge with the brand's initials on a colour picked from the slug,
 * so the same brand always gets the same badge and neighbouring brands usually differ.
 */

const BADGE_COLOURS: ReadonlyArray<readonly [base: string, dark: string]> = [
  ...BRAND_COLOURS,
  ['#1d4f91', '#0f2e58'],
  ['#a6192e', '#6b0e1c'],
  ['#4a6f28', '#2d4517'],
  ['#5b6770', '#363e44'],
];

/**
 * FNV-1a with a final avalanche step: stable across runs and platforms. Plain FNV's low bits vary
 * little between short slugs, and a small palette index is taken from exactly those bits.
 */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Up to two letters or digits: the first of each of the first two words, or the first of one word. */
export function initialsOf(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? '');
}

// Control characters are not allowed in XML 1.0 at all, escaped or not.
function printable(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
}

/** A 256x256 round badge. The initials are reduced to A-Z and 0-9; the title is escaped. */
export function logoSvg(slug: string, name: string): string {
  const [base, dark] = BADGE_COLOURS[hash(slug) % BADGE_COLOURS.length] ?? BADGE_COLOURS[0]!;
  const initials = initialsOf(name) || initialsOf(slug) || '?';
  const size = initials.length > 1 ? 92 : 118;
  const title = escapeXml(printable(name.trim() || slug).slice(0, 120));
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256" role="img" aria-labelledby="title">' +
    `<title id="title">${title} logo</title>` +
    '<defs>' +
    `<linearGradient id="badge" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
    '<linearGradient id="gloss" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>' +
    '</defs>' +
    `<circle cx="128" cy="128" r="124" fill="${dark}"/>` +
    '<circle cx="128" cy="128" r="116" fill="url(#badge)"/>' +
    '<circle cx="128" cy="128" r="102" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="4"/>' +
    '<ellipse cx="128" cy="78" rx="86" ry="50" fill="url(#gloss)"/>' +
    `<text x="128" y="130" text-anchor="middle" dominant-baseline="central" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" font-weight="700" font-size="${size}" letter-spacing="2" fill="#fff">${initials}</text>` +
    '</svg>'
  );
}
