/**
 * CSV for the console's exports (issue 28): RFC 4180 quoting (a field with a comma, quote or line
 * break is quoted, quotes doubled, lines end CRLF), and safe to open in a spreadsheet: a cell
 * starting with = + - @ (or a tab or carriage return) is a formula there, so it gets a leading
 * apostrophe. The file starts with a UTF-8 byte order mark, which Excel needs to read UTF-8.
 */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly (string | number | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
