import { CONTENT_TYPE } from '@/domain/photos/sizes';
import { parsePhotoFile, photoStorageKey } from '@/domain/photos/names';
import { mediaNotFound } from '@/media/svg-response';
import { mediaStore } from '@/media-store/select';

/**
 * GET /media/photos/{id}/{width}.{webp|jpg}: an uploaded car photo from the media store (a local
 * directory or the bucket). A photo's files never change under their name, so they are cached for a
 * year by browsers and the front; only names the photo rules make are looked up at all.
 */
export async function GET(_req: Request, ctx: { params: Promise<{ id: string; file: string }> }): Promise<Response> {
  const { id, file } = await ctx.params;
  const photo = parsePhotoFile(id, file);
  if (!photo) return mediaNotFound();
  const stored = await mediaStore().get(photoStorageKey(photo.photoId, photo.width, photo.encoding));
  if (!stored) return mediaNotFound();
  return new Response(new Uint8Array(stored.body), {
    headers: {
      'Content-Type': CONTENT_TYPE[photo.encoding],
      'Content-Length': String(stored.body.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'",
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
