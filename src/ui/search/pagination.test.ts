import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it.each<[number, number, (number | 'gap')[]]>([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 'gap', 10]],
    [5, 10, [1, 'gap', 3, 4, 5, 6, 7, 'gap', 10]],
    [6, 12, [1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]],
    [12, 12, [1, 'gap', 10, 11, 12]],
  ])('page %i of %i', (page, pages, expected) => {
    expect(pageWindow(page, pages)).toEqual(expected);
  });
});
