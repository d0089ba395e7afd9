/**
 * next/image's loader (next.config.ts `images.loaderFile`): a feed photo on a dealer's host is
 * fetched and resized by our own photo route, which checks the host against that dealership's
 * setting per request (docs/decisions/034-dealer-photo-hosts.md), instead of /_next/image, whose
 * host list is fixed when the server starts. Runs in the browser too, so it is a plain function.
 */
const PHOTO_ROUTE = '/media/photo';

/** The widths next/image asks for (its default device and image sizes); the route makes no others. */
export const LOADER_WIDTHS = [32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
const LOADER_QUALITY = 75;

export function loaderWidth(width: number): number {
  return LOADER_WIDTHS.find((w) => w >= width) ?? LOADER_WIDTHS[LOADER_WIDTHS.length - 1]!;
}

export default function photoLoader({ src, width, quality }: { src: string; width: number; quality?: number }): string {
  if (!/^https?:\/\//i.test(src)) return src;
  const params = new URLSearchParams({ src, w: String(loaderWidth(width)), q: String(quality ?? LOADER_QUALITY) });
  return `${PHOTO_ROUTE}?${params.toString()}`;
}
