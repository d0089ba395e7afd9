import { describe, expect, it } from 'vitest';
import { sniffFileType } from './sniff';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('sniffFileType', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]), 'image/png'],
    ['GIF89a', bytes('GIF89a', [1, 0]), 'image/gif'],
    ['GIF87a', bytes('GIF87a'), 'image/gif'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['PDF', bytes('%PDF-1.7\n'), 'application/pdf'],
    ['HEIC', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]), 'image/heic'],
    ['an MP4 (ftyp, not a HEIF brand)', bytes([0, 0, 0, 0x18], 'ftypisom'), null],
    ['a RIFF that is not WebP (WAV)', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), null],
    ['a Windows executable', bytes('MZ', [0x90, 0]), null],
    ['an HTML page', bytes('<!doctype html>'), null],
    ['an SVG (script-capable, refused)', bytes('<svg xmlns="http://www.w3.org/2000/svg">'), null],
    ['a ZIP', bytes('PK', [3, 4]), null],
    ['a truncated PNG signature', bytes([0x89], 'PN'), null],
    ['nothing', bytes(), null],
  ])('%s -> %s', (_name, input, expected) => {
    expect(sniffFileType(input)).toBe(expected);
  });
});
