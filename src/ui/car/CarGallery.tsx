'use client';

import Image from 'next/image';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Icon } from '../icons/Icon';
import { galleryStep, SWIPE_MIN_PX } from './gallery-step';

export type GalleryImage = { url: string; thumbUrl: string };

/**
 * Every photo of a car with thumbnails. Previous/next buttons, the arrow keys (Home and End too)
 * while the gallery has focus, and a horizontal swipe move between photos.
 */
export function CarGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const [index, setIndex] = useState(0);
  const swipeFrom = useRef<number | null>(null);
  const count = images.length;
  const current = images[index];

  if (!current) {
    return (
      <div className="gallery gallery-empty">
        <p>Photos coming soon</p>
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
    <section className="gallery" aria-roledescription="carousel" aria-label={`Photos of ${name}`}>
      <div
        className="gallery-stage"
        tabIndex={0}
        role="group"
        aria-roledescription="slide"
        aria-label={`Photo ${index + 1} of ${count}`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeFrom.current = null)}
      >
        <Image
          key={current.url}
          src={current.url}
          alt={`${name}, photo ${index + 1} of ${count}`}
          width={800}
          height={600}
          quality={75}
          sizes="(min-width: 992px) 60vw, 100vw"
          preload={index === 0}
          fetchPriority={index === 0 ? 'high' : undefined}
          className="gallery-image"
          draggable={false}
        />
        {count > 1 ? (
          <>
            <button type="button" className="gallery-nav gallery-prev" aria-label="Previous photo" onClick={() => go(index - 1)}>
              <Icon name="previous" size={28} />
            </button>
            <button type="button" className="gallery-nav gallery-next" aria-label="Next photo" onClick={() => go(index + 1)}>
              <Icon name="next" size={28} />
            </button>
          </>
        ) : null}
        <p className="gallery-count" aria-live="polite">
          {index + 1} / {count}
        </p>
      </div>
      {count > 1 ? (
        <ul className="gallery-thumbs" aria-label="Choose a photo">
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                className="gallery-thumb"
                aria-label={`Show photo ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              >
                <Image src={image.thumbUrl} alt="" width={120} height={90} quality={75} sizes="120px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
