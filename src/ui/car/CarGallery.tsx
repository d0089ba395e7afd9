'use client';

import Image from 'next/image';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { uploadedPhotoId } from '../../domain/photos/names';
import { fill } from '../../i18n/fill';
import type { Messages } from '../../i18n/types';
import { Icon } from '../icons/Icon';
import { galleryStep, SWIPE_MIN_PX } from './gallery-step';
import { UploadedPhoto } from './UploadedPhoto';

export type GalleryImage = { url: string; thumbUrl: string };

const STAGE_SIZES = '(min-width: 992px) 60vw, 100vw';

/**
 * Every photo of a car with thumbnails. Previous/next buttons, the arrow keys (Home and End too)
 * while the gallery has focus, and a horizontal swipe move between photos.
 */
export function CarGallery({ images, name, texts, noPhotos }: { images: GalleryImage[]; name: string; texts: Messages['car']['gallery']; noPhotos: string }) {
  const [index, setIndex] = useState(0);
  const swipeFrom = useRef<number | null>(null);
  const count = images.length;
  const current = images[index];
  const currentUpload = current ? uploadedPhotoId(current.url) : null;

  if (!current) {
    return (
      <div className="gallery gallery-empty">
        <p>{noPhotos}</p>
      </div>
    );
  }

  const go = (to: number) => setIndex(((to % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = galleryStep(event.key, index, count);
    if (next === null) return;
    event.preventDefault();
    setIndex(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse') swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null) return;
    const dx = event.clientX - from;
    if (Math.abs(dx) >= SWIPE_MIN_PX) go(dx < 0 ? index + 1 : index - 1);
  };

  return (
    <section className="gallery" aria-roledescription={texts.carousel} aria-label={fill(texts.photosOf, { name })}>
      <div
        className="gallery-stage"
        tabIndex={0}
        role="group"
        aria-roledescription={texts.slide}
        aria-label={fill(texts.photoOf, { index: index + 1, count })}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
      >
        {currentUpload ? (
          <UploadedPhoto
            key={current.url}
            photoId={currentUpload}
            alt={fill(texts.photoAlt, { name, index: index + 1, count })}
            width={800}
            height={600}
            sizes={STAGE_SIZES}
            loading="eager"
            fetchPriority={index === 0 ? 'high' : undefined}
            className="gallery-image"
            draggable={false}
          />
        ) : (
          <Image
            key={current.url}
            src={current.url}
            alt={fill(texts.photoAlt, { name, index: index + 1, count })}
            width={800}
            height={600}
            quality={75}
            sizes={STAGE_SIZES}
            // One of our generated SVGs is drawn at any width from its one file: no srcset of copies.
            unoptimized={!/^https?:\/\//.test(current.url)}
            preload={index === 0}
            fetchPriority={index === 0 ? 'high' : undefined}
            className="gallery-image"
            draggable={false}
          />
        )}
        {count > 1 ? (
          <>
            <button type="button" className="gallery-nav gallery-prev" aria-label={texts.previous} onClick={() => go(index - 1)}>
              <Icon name="previous" size={28} />
            </button>
            <button type="button" className="gallery-nav gallery-next" aria-label={texts.next} onClick={() => go(index + 1)}>
              <Icon name="next" size={28} />
            </button>
          </>
        ) : null}
        <p className="gallery-count" aria-live="polite">
          {index + 1} / {count}
        </p>
      </div>
      {count > 1 ? (
        <ul className="gallery-thumbs" aria-label={texts.choose}>
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                className="gallery-thumb"
                aria-label={fill(texts.show, { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <Thumb image={image} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function Thumb({ image }: { image: GalleryImage }) {
  const uploaded = uploadedPhotoId(image.url);
  if (uploaded) return <UploadedPhoto photoId={uploaded} alt="" width={120} height={90} sizes="120px" loading="lazy" />;
  return <Image src={image.thumbUrl} alt="" width={120} height={90} quality={75} sizes="120px" />;
}
