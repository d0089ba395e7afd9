import Image from 'next/image';
import { uploadedPhotoId } from '../../domain/photos/names';
import { UploadedPhoto } from './UploadedPhoto';

/**
 * A car's photo in a card or list. A feed photo (an http(s) URL on a dealer's CDN, allowed by
 * IMAGE_REMOTE_HOSTS) goes through next/image, so a list downloads it at the width it is shown
 * rather than as the CDN serves it; one of our generated SVGs (a path on this installation) stays a
 * plain img, which is all it needs (docs/decisions/021-plain-img-for-generated-pictures.md); a photo
 * uploaded in the console is drawn from the sizes made at upload (UploadedPhoto).
 * `priority` marks the photo that is the page's largest paint (the first search result): it is
 * fetched at once and ahead of the other pictures, where a lazy one would wait for layout.
 */
export function CarPhoto({
  src,
  alt,
  width,
  height,
  sizes,
  lazy = true,
  priority = false,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  lazy?: boolean;
  priority?: boolean;
}) {
  const loading = priority || !lazy ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  const uploaded = uploadedPhotoId(src);
  if (uploaded) {
    return <UploadedPhoto photoId={uploaded} alt={alt} width={width} height={height} sizes={sizes} loading={loading} fetchPriority={fetchPriority} />;
  }
  if (/^https?:\/\//.test(src)) {
    return <Image src={src} alt={alt} width={width} height={height} quality={75} sizes={sizes} loading={loading} fetchPriority={fetchPriority} />;
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading === 'lazy' ? 'lazy' : undefined}
      fetchPriority={fetchPriority}
      decoding={priority ? undefined : 'async'}
    />
  );
}
