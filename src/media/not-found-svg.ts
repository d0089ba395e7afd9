/**
 * The not-found image (SPEC 8, "Missing brand logo: Falls back to a not-found image"): a plain grey
 * tile with a picture frame struck through, no words, so it reads the same in every locale and on
 * any brand colour.
 */
export function notFoundImageSvg(): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    '<rect width="64" height="64" rx="12" fill="#e5e7eb"/>',
    '<rect x="16" y="20" width="32" height="24" rx="3" fill="none" stroke="#6b7280" stroke-width="3"/>',
    '<circle cx="25" cy="28" r="3" fill="#6b7280"/>',
    '<path d="M19 41l8-8 6 6 4-4 8 6" fill="none" stroke="#6b7280" stroke-width="3" stroke-linejoin="round"/>',
    '<path d="M14 50L50 14" stroke="#6b7280" stroke-width="3" stroke-linecap="round"/>',
    '</svg>',
  ].join('');
}
