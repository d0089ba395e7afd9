import { mapOrigin } from './location-map';
import type { HomeBanner, Offer } from './site-config';

export type PromotionContent = { homeBanners?: readonly HomeBanner[]; offers?: readonly Offer[] };

/**
 * The origins of a site's banner and offer pictures held elsewhere, as CSP image sources
 * (src/domain/csp-additions.ts): a picture a dealer links from their own https host shows, and
 * no other host is let in. Pictures on the site's own paths are covered by 'self'.
 */
export function promotionImageSources(content: PromotionContent | undefined): { 'img-src': string[] } {
  const origins = new Set<string>();
  for (const item of [...(content?.homeBanners ?? []), ...(content?.offers ?? [])]) {
    const origin = item.imageUrl ? mapOrigin(item.imageUrl) : null;
    if (origin) origins.add(origin);
  }
  return { 'img-src': [...origins].sort() };
}
