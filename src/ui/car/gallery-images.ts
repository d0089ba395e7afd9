import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import type { CarImage } from '../../domain/car-records';

/** What a plain img needs to show a picture as next/image would: its URL and, for a photo it resizes, the widths on offer. */
export type ImageSource = { src: string; srcSet?: string; sizes?: string; width: number; height: number };

export type GalleryImage = { url: string; photo: ImageSource; thumb: ImageSource };

function source(src: string, width: number, height: number, sizes: string): ImageSource {
  const { props } = getImageProps({ src, alt: '', width, height, quality: 75, sizes });
  return { src: props.src, srcSet: props.srcSet, sizes: props.sizes, width, height };
}

/**
 * The gallery's photos and thumbnails with next/image's URLs, worked out on the server: the
 * gallery draws plain img elements, so the page loads no next/image code and the first photo
 * needs no script to be drawn.
 */
export function galleryImages(images: CarImage[]): GalleryImage[] {
  return images.map((image) => ({
    url: image.url,
    photo: source(image.url, 800, 600, '(min-width: 992px) 60vw, 100vw'),
    thumb: source(image.thumbUrl, 120, 90, '120px'),
  }));
}

/** The first photo is the car page's largest paint: its download starts from the head, ahead of the style sheets and scripts. */
export function preloadFirstPhoto(images: GalleryImage[]): void {
  const first = images[0]?.photo;
  if (first) preload(first.src, { as: 'image', imageSrcSet: first.srcSet, imageSizes: first.sizes, fetchPriority: 'high' });
}
