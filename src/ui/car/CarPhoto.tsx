import Image from 'next/image';

/**
 * A car's photo in a card or list. A feed photo (an http(s) URL on a dealer's CDN, allowed by
 * IMAGE_REMOTE_HOSTS) goes through next/image, so a list downloads it at the width it is shown
 * rather than as the CDN serves it; one of our generated SVGs (a path on this installation) stays a
 * plain img, which is all it needs (docs/decisions/021-plain-img-for-generated-pictures.md).
 */
export function CarPhoto({ src, alt, width, height, sizes, lazy = true }: { src: string; alt: string; width: number; height: number; sizes: string; lazy?: boolean }) {
  if (/^https?:\/\//.test(src)) {
    return <Image src={src} alt={alt} width={width} height={height} quality={75} sizes={sizes} loading={lazy ? 'lazy' : 'eager'} />;
  }
  return <img src={src} alt={alt} width={width} height={height} loading={lazy ? 'lazy' : undefined} decoding="async" />;
}
