/**
 * The internal links of an HTML page, for the crawl test: every <a href> on the page's own site,
 * as a path with its query string and without its fragment.
 */

const ANCHOR_HREF = /<a\b[^>]*?\shref="([^"]*)"/gi;

const decodeEntities = (value: string) =>
  value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

export function internalLinks(html: string, origin: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(ANCHOR_HREF)) {
    const raw = decodeEntities(match[1] ?? '').trim();
    if (raw === '' || raw.startsWith('#') || /^(tel|mailto|sms|javascript):/i.test(raw)) continue;
    let url: URL;
    try {
      url = new URL(raw, `${origin}/`);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    links.add(`${url.pathname}${url.search}`);
  }
  return [...links];
}
