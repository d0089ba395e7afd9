import 'server-only';
import { checkPhotoBytes, overLimit, type PhotoRefusal } from '../../domain/photos/limits';

/**
 * Reads an upload's body, stopping as soon as it passes the size limit: a declared length over it
 * is refused before a byte is read, and a body that runs past it (no length, or a false one) is cut
 * off there, so an oversize file never sits in memory whole.
 */
export async function readPhotoBody(request: Request, maxBytes: number): Promise<{ ok: true; body: Buffer } | { ok: false; refusal: PhotoRefusal }> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  const early = Number.isFinite(declared) ? checkPhotoBytes(declared, { maxBytes, maxMegapixels: 0 }) : null;
  if (early) return { ok: false, refusal: early };
  const reader = request.body?.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > maxBytes) {
      await reader.cancel();
      return { ok: false, refusal: overLimit(maxBytes) };
    }
    chunks.push(value);
  }
  return { ok: true, body: Buffer.concat(chunks) };
}
