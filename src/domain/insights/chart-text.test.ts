import { describe, expect, it } from 'vitest';
import { axisMax, changeText, rowsText, seriesText } from './chart-text';

describe('seriesText', () => {
  it('gives the total and the busiest day', () => {
    expect(seriesText('Visits', ['2026-11-01', '2026-11-02', '2026-11-03'], [5, 1200, 7])).toBe('Visits: 1,212 from 2026-11-01 to 2026-11-03, most on 2026-11-02 (1,200).');
  });
  it('says when there was none', () => {
    expect(seriesText('Leads', ['2026-11-01', '2026-11-02'], [0, 0])).toBe('Leads: none recorded from 2026-11-01 to 2026-11-02.');
  });
});

describe('rowsText', () => {
  it.each([
    ['Leads by kind', [], 'Leads by kind: nothing recorded in this range.'],
    ['Leads by kind', [{ label: 'test-drive', count: 3 }], 'Leads by kind: test-drive 3.'],
    [
      'Top cars',
      [1, 2, 3, 4, 5, 6, 7].map((n) => ({ label: `Car ${n}`, count: 10 - n })),
      'Top cars: Car 1 9; Car 2 8; Car 3 7; Car 4 6; Car 5 5; and 2 more in the table.',
    ],
  ])('%s', (title, rows, text) => {
    expect(rowsText(title, rows)).toBe(text);
  });
});

describe('axisMax', () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 5],
    [7, 10],
    [12, 20],
    [48, 50],
    [51, 100],
    [1001, 2000],
  ])('%i → %i', (largest, top) => {
    expect(axisMax(largest)).toBe(top);
  });
});

describe('changeText', () => {
  it.each([
    [20, 100, 'up 20% from 100'],
    [-5, 1000, 'down 5% from 1,000'],
    [0, 3, 'no change'],
    [null, 0, 'nothing in the previous range'],
  ])('%s from %i → %s', (change, previous, text) => {
    expect(changeText(change, previous)).toBe(text);
  });
});
