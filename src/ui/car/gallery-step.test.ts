import { describe, expect, it } from 'vitest';
import { galleryStep } from './gallery-step';

describe('galleryStep', () => {
  it.each([
    ['ArrowRight', 0, 5, 1],
    ['ArrowRight', 4, 5, 0],
    ['ArrowLeft', 0, 5, 4],
    ['ArrowLeft', 3, 5, 2],
    ['Home', 3, 5, 0],
    ['End', 1, 5, 4],
    ['ArrowRight', 0, 1, 0],
    ['Enter', 2, 5, null],
    ['ArrowUp', 2, 5, null],
    ['ArrowRight', 0, 0, null],
  ])('%s from %d of %d -> %s', (key, index, count, expected) => {
    expect(galleryStep(key, index, count)).toBe(expected);
  });
});
