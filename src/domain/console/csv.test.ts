import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('csvCell', () => {
  const rows: [string | number | null | undefined, string][] = [
    ['plain', 'plain'],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [-3, '-3'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['Zoë Māori 日本', 'Zoë Māori 日本'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['+64 21 555', "'+64 21 555"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['a=b', 'a=b'],
  ];
  it.each(rows)('%j → %j', (value, cell) => expect(csvCell(value)).toBe(cell));
});

describe('csvRow', () => {
  it('joins cells with commas and ends the line with CRLF', () => {
    expect(csvRow(['Name', 'a,b', null, 7])).toBe('Name,"a,b",,7\r\n');
  });
});
