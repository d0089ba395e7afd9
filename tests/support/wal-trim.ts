/**
 * A PGlite data directory dumped as a tar (`dumpDataDir('none')`) carries every WAL segment file in
 * pg_wal, recycled ones named for the future included, which a database opened from the dump never
 * reads: three 16 MB segments of the seeded template's 104 MB. Every database test file opens a
 * copy, so the template keeps only the segments from the last checkpoint's redo point to the
 * current one (one, 70 MB in all), and opens a fifth quicker.
 */

const BLOCK = 512;
const WAL_SEGMENT = /^\/?pg_wal\/([0-9A-F]{24})$/;
const ascii = new TextDecoder();

function entryName(header: Uint8Array): string {
  const text = (from: number, length: number) => ascii.decode(header.subarray(from, from + length)).replace(/\0.*$/s, '');
  const prefix = text(345, 155);
  const name = text(0, 100);
  return prefix ? `${prefix}/${name}` : name;
}

function entrySize(header: Uint8Array): number {
  const octal = ascii.decode(header.subarray(124, 136)).replace(/[\0 ]/g, '');
  return octal ? parseInt(octal, 8) : 0;
}

/**
 * The tar without the WAL segment files outside `first`..`last` (names as `pg_walfile_name` gives
 * them; segment names sort in WAL order). Every other entry is kept byte for byte.
 */
export function trimWalSegments(tar: Uint8Array, first: string, last: string): Uint8Array {
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const end = offset + BLOCK + Math.ceil(entrySize(header) / BLOCK) * BLOCK;
    const segment = WAL_SEGMENT.exec(entryName(header))?.[1];
    if (!segment || (segment >= first && segment <= last)) kept.push(tar.subarray(offset, end));
    offset = end;
  }
  // A tar ends with two empty blocks.
  kept.push(new Uint8Array(BLOCK * 2));
  return Buffer.concat(kept);
}
