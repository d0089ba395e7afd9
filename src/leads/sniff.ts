/**
 * The type of an uploaded file from its first bytes (magic numbers), never from its name or the
 * browser's claimed type: a renamed executable is refused whatever it calls itself.
 */
export type AcceptedFileType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/heic' | 'application/pdf';

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

/** HEIF brands phone cameras write (ISO BMFF 'ftyp' box at offset 4). */
const HEIC_BRANDS = ['heic', 'heix', 'mif1', 'msf1', 'heim', 'heis'];

export function sniffFileType(bytes: Uint8Array): AcceptedFileType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(bytes, ascii('ftyp'), 4) && HEIC_BRANDS.some((brand) => startsWith(bytes, ascii(brand), 8))) return 'image/heic';
  return null;
}
