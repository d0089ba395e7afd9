/**
 * What an uploaded file is, told by its first bytes rather than its name or the browser's stated
 * type: a `.jpg` that is a PNG, or a text file renamed, is told apart before any decoder sees it.
 */
export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';

/** The formats the server can read and turn into page sizes (sharp's prebuilt libvips decodes AVIF but not HEVC-coded HEIC). */
export const READABLE_FORMATS: readonly PhotoFormat[] = ['jpeg', 'png', 'webp', 'avif'];

const ASCII = (bytes: Uint8Array, from: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(from, from + length));

/** HEIF brands ('ftyp' box) that carry HEVC (iPhone photos) or AV1 (AVIF) pictures. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && ASCII(bytes, 1, 3) === 'PNG' && bytes[0] === 0x89 && bytes[4] === 0x0d && bytes[5] === 0x0a) return 'png';
  if (bytes.length >= 12 && ASCII(bytes, 0, 4) === 'RIFF' && ASCII(bytes, 8, 4) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ASCII(bytes, 4, 4) === 'ftyp') {
    const brand = ASCII(bytes, 8, 4);
    if (AVIF_BRANDS.has(brand)) return 'avif';
    if (HEIC_BRANDS.has(brand)) return 'heic';
  }
  return null;
}
