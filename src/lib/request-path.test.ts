import { describe, expect, it } from 'vitest';
import { isWellEncodedPath } from './request-path';

describe('isWellEncodedPath', () => {
  it.each<[string, boolean]>([
    ['/', true],
    ['/cars/2020-toyota-hilux', true],
    ['/search/new-used-and-demo-cars?sort=price-asc', true],
    ['/cars/caf%C3%A9', true],
    ['/%20', true],
    ['/api/search?q=%ff', true],
    ['/x#%zz', true],
    ['/%ff', false],
    ['/cars/%E0%A4%A', false],
    ['/%', false],
    ['/blog/%zz', false],
    ['/search/%c0%af', false],
    ['/%ED%A0%80', false],
    ['/cars/%E0%A4', false],
  ])('%s -> %s', (target, expected) => {
    expect(isWellEncodedPath(target)).toBe(expected);
  });
});
