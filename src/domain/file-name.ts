/**
 * An uploaded file's name as we store and mail it. The name is the shopper's text: it can carry a
 * path (`../../x`, `C:\x`), control characters that break a mail line or a log, direction
 * overrides that show `gpj.exe` as `exe.jpg`, lone surrogates no database text column takes, and
 * any length. What is kept is the last path segment, printable and well formed, at most
 * `FILE_NAME_MAX` characters, with no leading dot; nothing left gives `file`.
 */
export const FILE_NAME_MAX = 200;
const FALLBACK = 'file';
// Control (Cc), format (Cf: direction overrides, zero-width), unassigned (Cn) and separators other than a space.
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Cn}\p{Zl}\p{Zp}]/gu;
const LONE_SURROGATE = /\p{Cs}/gu;

export function safeFileName(raw: string): string {
  const lastSegment = raw.split(/[/\\]/).pop() ?? '';
  const printable = lastSegment
    .replace(LONE_SURROGATE, '')
    .normalize('NFC')
    .replace(/[\s\u00a0]+/gu, ' ')
    .replace(UNPRINTABLE, '')
    .replace(/^[\s.]+/u, '')
    .trim();
  const limited = Array.from(printable).slice(0, FILE_NAME_MAX).join('').trim();
  return limited === '' ? FALLBACK : limited;
}
