import { ratingStars } from './locale';

/**
 * The review-rating provider's answer (SPEC 3 "Rating response from a review-rating provider"):
 * rating {reviewCount, avgStarRating} and stars as markup, built here from our own reviews.
 */

export const SNAP21_FAILURE_MESSAGE = 'Unable to fetch Snap 21 ratings at this moment.';

export type ProviderRating = { rating: { reviewCount: number; avgStarRating: number }; stars: string };

const STAR = '\u2605';
const EMPTY_STAR = '\u2606';

export function providerRating(summary: { count: number; averageRating: string }): ProviderRating {
  const average = Number(summary.averageRating);
  const { full, partial, label } = ratingStars(average);
  // A partial star counts as whole from one half: the markup has no fractional glyph.
  const shown = full + (partial >= 0.5 ? 1 : 0);
  const glyphs = STAR.repeat(shown) + EMPTY_STAR.repeat(5 - shown);
  return {
    rating: { reviewCount: summary.count, avgStarRating: Number(label) },
    stars: `<span class="provider-stars" role="img" aria-label="Rated ${label} out of 5">${glyphs}</span>`,
  };
}
