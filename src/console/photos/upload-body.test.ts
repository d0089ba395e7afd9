import { describe, expect, it } from 'vitest';
import { readPhotoBody } from './upload-body';

const MB = 1024 * 1024;

/** A body streamed in 64 KB pieces, with or without a declared length. */
function upload(bytes: number, declared?: number): Request {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const piece = Math.min(65_536, bytes - sent);
      sent += piece;
      controller.enqueue(new Uint8Array(piece));
    },
  });
  const headers = declared === undefined ? undefined : { 'content-length': String(declared) };
  return new Request('http://localhost/upload', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
}

describe('readPhotoBody', () => {
  it('reads a body within the limit', async () => {
    const read = await readPhotoBody(upload(100_000), MB);
    expect(read.ok && read.body.length).toBe(100_000);
  });

  it('refuses a declared length over the limit before reading', async () => {
    expect(await readPhotoBody(upload(10, 3 * MB), 2 * MB)).toEqual({ ok: false, refusal: { code: 'too-large', message: 'This file is 3 MB; photos may be at most 2 MB.' } });
  });

  it('stops a body without a length as soon as it passes the limit', async () => {
    const read = await readPhotoBody(upload(50 * MB), 2 * MB);
    expect(read).toEqual({ ok: false, refusal: { code: 'too-large', message: 'This file is over 2 MB; photos may be at most 2 MB.' } });
  });
});
