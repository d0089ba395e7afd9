'use client';

import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';

/** The not-found image (app/media/not-found.svg). */
const NOT_FOUND_IMAGE = '/media/not-found.svg';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & { src: string };

/**
 * A configured logo (a brand's, a manufacturer's): one that does not load falls back to the
 * not-found image (SPEC 8), never the browser's broken-image icon. React's error handler, not an
 * inline onerror attribute, which the CSP would block (docs/security-headers.md). A logo that failed
 * before the page hydrated fired its error before React listened, so the effect asks the image
 * itself: decode() rejects for a picture that cannot be shown, and waits for one still loading.
 * Without JavaScript the browser's own icon stays.
 */
export function LogoImage({ src, alt = '', ...rest }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const shown = image.current;
    if (!shown || failed === src) return;
    shown.decode().catch(() => {
      // A src changed while decoding is not a failure of the configured logo.
      if (shown.getAttribute('src') === src) setFailed(src);
    });
  }, [src, failed]);
  return <img ref={image} src={failed === src ? NOT_FOUND_IMAGE : src} alt={alt} onError={() => setFailed(src)} {...rest} />;
}
