import { photoSrcSet, photoUrl } from '../../domain/photos/names';
import { THUMB_WIDTH } from '../../domain/photos/sizes';

/**
 * A photo staff uploaded in the console, drawn from the sizes made at upload
 * (src/domain/photos/sizes.ts): WebP for browsers that take it, JPEG otherwise, and the browser
 * picks the width for the space (`sizes`) and its screen. No /_next/image round trip: the sizes
 * already exist, and each file is cached for a year.
 */
export function UploadedPhoto({
  photoId,
  alt,
  width,
  height,
  sizes,
  loading,
  fetchPriority,
  className,
  draggable,
}: {
  photoId: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high';
  className?: string;
  draggable?: boolean;
}) {
  return (
    <picture>
      <source type="image/webp" srcSet={photoSrcSet(photoId, 'webp')} sizes={sizes} />
      <img
        src={photoUrl(photoId, THUMB_WIDTH, 'jpeg')}
        srcSet={photoSrcSet(photoId, 'jpeg')}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={loading === 'lazy' ? 'lazy' : undefined}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
        draggable={draggable}
      />
    </picture>
  );
}
