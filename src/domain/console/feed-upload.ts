import { columnMappingSchema, FEED_COLUMNS, type FeedColumn } from '../stock-feed/columns';

/**
 * A feed file uploaded in the console (issue 28): the size the upload takes (the proxy in front
 * of the app reads at most 10 MB of a request body), the column mapping as the form sends it, and
 * the report of rejected rows a dealer downloads.
 */
export const FEED_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Form fields naming the mapping: `map:{their header}` = one of our feed columns, or blank for "as it is". */
export const MAPPING_FIELD_PREFIX = 'map:';

/** The mapping a form sends: headers mapped to a feed column, blank and same-name entries left out. */
export function mappingFromForm(entries: Iterable<[string, unknown]>): Record<string, FeedColumn> {
  const columns: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (!name.startsWith(MAPPING_FIELD_PREFIX) || typeof value !== 'string') continue;
    const header = name.slice(MAPPING_FIELD_PREFIX.length).trim();
    if (header && value && header.toLowerCase() !== value) columns[header] = value;
  }
  const parsed = columnMappingSchema.safeParse({ columns });
  // The form offers only our columns; anything else was not sent by it and is dropped.
  if (parsed.success) return parsed.data.columns;
  return Object.fromEntries(Object.entries(columns).filter((entry): entry is [string, FeedColumn] => (FEED_COLUMNS as readonly string[]).includes(entry[1])));
}

/** One CSV cell: quoted when it holds a comma, quote or line break, and never read as a formula by a spreadsheet. */
function cell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The rejected rows as CSV, a byte-order mark first so spreadsheets read it as UTF-8. */
export function rejectedRowsCsv(unit: string, rejected: readonly { at: number; reason: string }[]): string {
  const lines = [[unit === 'record' ? 'record' : 'line', 'reason'], ...rejected.map((r) => [r.at, r.reason])];
  return `\uFEFF${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}

/**
 * The header cells of a CSV file from its first bytes, so the upload form can offer a mapping for
 * each before the file is sent: commas separate, double quotes enclose, a doubled quote is one.
 */
export function csvHeaderCells(start: string): string[] {
  const text = start.replace(/^\uFEFF/, '');
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell.trim());
      cell = '';
    } else if (c === '\n' || c === '\r') break;
    else cell += c;
  }
  cells.push(cell.trim());
  return cells.filter((c, i) => c !== '' || i < cells.length - 1);
}
