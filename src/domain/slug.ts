/** URL slug of a name: lower-case ASCII letters and digits joined by single hyphens ('Land Cruiser' -> 'land-cruiser'). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
