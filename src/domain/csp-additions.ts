import { mapSources } from './map-sources';
import { promotionImageSources, type PromotionContent } from './promotion-images';
import type { SiteConfig } from './site-config';
import { trackingCspAdditions } from './tracking';

/**
 * What one site's pages add to the platform's CSP (docs/security-headers.md, "Per-site additions"),
 * per directive: the map providers its config names (src/domain/map-sources.ts), the origins its
 * tracking tags need (src/domain/tracking.ts) and the hosts of its banner and offer pictures
 * (src/domain/promotion-images.ts). A site with none adds nothing; no site's additions reach another's
 * pages. The proxy hands them to the app server (src/lib/security-headers.ts).
 */
const CSP_ADDITION_DIRECTIVES = ['script-src', 'connect-src', 'img-src', 'frame-src'] as const;
type CspAdditionDirective = (typeof CSP_ADDITION_DIRECTIVES)[number];
export type CspAdditions = Record<CspAdditionDirective, string[]>;

export function siteCspAdditions(config: Pick<SiteConfig, 'locationMaps' | 'tracking'> & { content?: PromotionContent }): CspAdditions {
  const parts: Partial<Record<CspAdditionDirective, readonly string[]>>[] = [
    mapSources(config.locationMaps),
    trackingCspAdditions(config.tracking),
    promotionImageSources(config.content),
  ];
  const merged = (directive: CspAdditionDirective) => [...new Set(parts.flatMap((part) => part[directive] ?? []))].sort();
  return Object.fromEntries(CSP_ADDITION_DIRECTIVES.map((d) => [d, merged(d)])) as CspAdditions;
}
