import { createHash } from 'node:crypto';

/**
 * The inline scripts of an HTML document that a browser would run, and their CSP hashes
 * (docs/security-headers.md). The HTML is what React and Next write: tags in lower or upper case,
 * attributes quoted or not, script text escaped so that it never holds `</script` or `<!--`. Script
 * text is raw (no entities) and ends at the first `</script` followed by a space, `/` or `>`, as the
 * HTML tokenizer reads it.
 */

// An open tag with its attributes; a quoted value may hold '>'.
const OPEN_TAG = /<script(?=[\s/>])((?:"[^"]*"|'[^']*'|[^"'>])*)>/gi;
const CLOSE_TAG = /<\/script(?=[\s/>])/gi;
// One attribute: name, then an optional value double-quoted, single-quoted or bare.
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

// The JavaScript MIME type essences of the HTML standard; with `module`, `importmap` and
// `speculationrules` these are the inline scripts CSP's script-src governs. Anything else
// (application/ld+json, application/json) is a data block the browser never runs.
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
  'module',
  'importmap',
  'speculationrules',
]);

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    // The first of two same-named attributes wins, as in the browser.
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

function runs(attributes: Map<string, string>): boolean {
  if (attributes.has('src')) return false;
  const type = attributes.get('type')?.trim().toLowerCase();
  // No type, or an empty one, is classic JavaScript.
  return type === undefined || type === '' || JAVASCRIPT_TYPES.has(type);
}

/** The text of every inline script in `html` that a browser would run, in document order. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  OPEN_TAG.lastIndex = 0;
  for (let open = OPEN_TAG.exec(html); open; open = OPEN_TAG.exec(html)) {
    const textStart = open.index + open[0].length;
    CLOSE_TAG.lastIndex = textStart;
    const close = CLOSE_TAG.exec(html);
    if (runs(attributesOf(open[1] ?? ''))) scripts.push(html.slice(textStart, close ? close.index : html.length));
    OPEN_TAG.lastIndex = close ? close.index + close[0].length : html.length;
  }
  return scripts;
}

/**
 * A CSP hash source for one script's text. The browser hashes the text after its input stream has
 * turned CR LF and lone CR into LF and NUL into U+FFFD, so the same is done here first.
 */
export function scriptHash(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n').replace(/\0/g, '\uFFFD');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/** The distinct hash sources of the inline scripts of `html`, in first-seen order. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(scriptHash))];
}
