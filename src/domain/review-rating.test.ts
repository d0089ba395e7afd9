import { describe, expect, it } from 'vitest';
import { providerRating } from './review-rating';

describe('providerRating', () => {
  it.each([
    [{ count: 407, averageRating: '4.6' }, 407, 4.6, '★★★★★'],
    [{ count: 12, averageRating: '4.4' }, 12, 4.4, '★★★★☆'],
    [{ count: 0, averageRating: '0.0' }, 0, 0, '☆☆☆☆☆'],
    [{ count: 3, averageRating: 'junk' }, 3, 0, '☆☆☆☆☆'],
  ])('%j', (summary, count, average, glyphs) => {
    const answer = providerRating(summary);
    expect(answer.rating).toEqual({ reviewCount: count, avgStarRating: average });
    expect(answer.stars).toContain(glyphs);
    expect(answer.stars).toContain(`Rated ${average.toFixed(1)} out of 5`);
  });
});
