import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX, safeFileName } from './file-name';

describe('safeFileName: an uploaded name as stored and mailed', () => {
  it.each<[string, string]>([
    ['photo.jpg', 'photo.jpg'],
    ['My car (front).HEIC', 'My car (front).HEIC'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\zoe\\Desktop\\rego.pdf', 'rego.pdf'],
    ['invoice\r\nBcc: victim@example.com.pdf', 'invoice Bcc: victim@example.com.pdf'],
    ['nul\u0000byte.jpg', 'nulbyte.jpg'],
    ['photo\u202egpj.exe', 'photogpj.exe'],
    ['zero\u200bwidth.png', 'zerowidth.png'],
    ['lone\ud800surrogate.jpg', 'lonesurrogate.jpg'],
    ['.htaccess', 'htaccess'],
    ['...', 'file'],
    ['', 'file'],
    ['/', 'file'],
    ['  tabs\tand   spaces .jpg ', 'tabs and spaces .jpg'],
    ['Zoe\u0308.jpg', 'Zoë.jpg'],
    ['<script>alert(1)</script>.png', 'script>.png'],
  ])('%j -> %j', (raw, expected) => {
    expect(safeFileName(raw)).toBe(expected);
  });

  it('keeps at most FILE_NAME_MAX characters, never half a character', () => {
    const name = safeFileName('😀'.repeat(FILE_NAME_MAX + 50));
    expect(Array.from(name)).toHaveLength(FILE_NAME_MAX);
    expect(name).not.toMatch(/\p{Cs}/u);
  });
});
