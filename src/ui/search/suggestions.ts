import { formatOdometer, formatPrice, showSearchHitPrice } from '../../domain/locale';
import { isCarType, type CarType, type Locale } from '../../domain/site-config';

export type Suggestion = { id: number; slug: string; name: string; label: string; image: string | null; price: string | null };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The search API's answer -> what the suggestion list shows (SPEC 2: name, label, image, and a
 * price above 250), the car type in the site's words. Read defensively: it arrives over the network.
 */
export function toSuggestions(body: unknown, locale: Locale, conditions: Readonly<Record<CarType, string>>): Suggestion[] {
  if (!isRecord(body) || !Array.isArray(body.hits)) return [];
  return body.hits.flatMap((hit: unknown): Suggestion[] => {
    if (!isRecord(hit) || typeof hit.id !== 'number' || typeof hit.slug !== 'string' || typeof hit.name !== 'string') return [];
    const condition = typeof hit.car_type === 'string' && isCarType(hit.car_type) ? conditions[hit.car_type] : '';
    const km = typeof hit.km === 'number' ? formatOdometer(hit.km, locale) : '';
    const price = typeof hit.price === 'number' && showSearchHitPrice(hit.price) ? formatPrice(hit.price, locale) : null;
    return [
      {
        id: hit.id,
        slug: hit.slug,
        name: hit.name,
        label: [condition, km].filter(Boolean).join(' · '),
        image: typeof hit.primary_image_url === 'string' ? hit.primary_image_url : null,
        price,
      },
    ];
  });
}
