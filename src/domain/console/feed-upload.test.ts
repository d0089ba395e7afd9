import { describe, expect, it } from 'vitest';
import { csvHeaderCells, mappingFromForm, rejectedRowsCsv } from './feed-upload';

describe('mappingFromForm', () => {
  const rows: [[string, string][], Record<string, string>][] = [
    [[['map:Stock No', 'stocknum'], ['map:Make', ''], ['map:model', 'model'], ['other', 'x']], { 'Stock No': 'stocknum' }],
    [[['map:Condition', 'car_type'], ['map:Kms', 'km']], { Condition: 'car_type', Kms: 'km' }],
    [[['map:Colour', 'paint'], ['map:Odo', 'km']], { Odo: 'km' }],
    [[['map: ', 'km']], {}],
  ];
  it.each(rows)('reads %j', (entries, expected) => {
    expect(mappingFromForm(entries)).toEqual(expected);
  });
});

describe('rejectedRowsCsv', () => {
  it('writes one row per rejection with its reason, quoted where needed', () => {
    const csv = rejectedRowsCsv('line', [
      { at: 3, reason: 'year: Year is required.' },
      { at: 7, reason: 'price: Price must be a number.; km: Odometer must be a number.' },
      { at: 9, reason: 'stocknum: "A, B" is already on line 2, of this feed.' },
      { at: 11, reason: '=HYPERLINK("x")' },
    ]);
    expect(csv).toBe(
      '\uFEFFline,reason\r\n3,year: Year is required.\r\n7,price: Price must be a number.; km: Odometer must be a number.\r\n' +
        '9,"stocknum: ""A, B"" is already on line 2, of this feed."\r\n11,"\'=HYPERLINK(""x"")"\r\n',
    );
  });

  it('names the position a record in a JSON feed', () => {
    expect(rejectedRowsCsv('record', [])).toBe('\uFEFFrecord,reason\r\n');
  });
});

describe('csvHeaderCells', () => {
  it.each([
    ['stocknum,make,model\nA1,Kia,Rio', ['stocknum', 'make', 'model']],
    ['\uFEFF"Stock No", "Make, brand" ,"Say ""hi"""\r\nx', ['Stock No', 'Make, brand', 'Say "hi"']],
    ['only', ['only']],
    ['', []],
  ])('reads %j', (text, cells) => {
    expect(csvHeaderCells(text)).toEqual(cells);
  });
});
