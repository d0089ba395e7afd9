/** A horizontal move of at least this many pixels is a swipe rather than a tap. */
export const SWIPE_MIN_PX = 40;

/** The photo a key moves the gallery to, wrapping at the ends; null for keys the gallery ignores. */
export function galleryStep(key: string, index: number, count: number): number | null {
  if (count < 1) return null;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
