/**
 * The manufacturers and models of the catalogue pages and menus (SPEC 3 "Manufacturer", "Model").
 * Pure shapes and rules; the data layer maps its rows into these.
 */

export const MODEL_STATUSES = ['new', 'all_new', 'coming_soon'] as const;
export type ModelStatus = (typeof MODEL_STATUSES)[number];

export type Manufacturer = { id: number; name: string; slug: string; logoUrl: string | null };

export type CatalogueModel = {
  id: number;
  name: string;
  slug: string;
  status: ModelStatus | null;
  imageUrl: string | null;
  shortDescription: string | null;
  overrideUrl: string | null;
  make: { name: string; slug: string };
};

/** SPEC 2 and 9: model descriptions in tiles and the models grid are cut to 75 characters. */
export const MODEL_DESCRIPTION_MAX = 75;

/**
 * At most MODEL_DESCRIPTION_MAX characters, cut at a word where one is near, with '...' when
 * anything was cut: three dots rather than the ellipsis character, which would make every stored
 * page that shows a model tile two-byte text (decision 011's addendum).
 */
export function cutDescription(text: string | null | undefined, max = MODEL_DESCRIPTION_MAX): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max - 3);
  const space = head.lastIndexOf(' ');
  // A word boundary in the last quarter keeps words whole; a long unbroken word is cut where it stands.
  const cut = space >= max * 0.75 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,;:.-]+$/, '')}...`;
}

/** A model's status as the catalogue knows it, or null for a value it does not (SPEC 4: it sets the tile's label). */
export function asModelStatus(value: string | null): ModelStatus | null {
  return value !== null && (MODEL_STATUSES as readonly string[]).includes(value) ? (value as ModelStatus) : null;
}

/** Where a model tile links: the model's override URL when set, else its model page. */
export function modelHref(model: Pick<CatalogueModel, 'slug' | 'overrideUrl'>): string {
  return model.overrideUrl ?? `/models/${model.slug}`;
}

/** Fuels of the electric-cars page: battery electric and plug-in hybrid. */
export const ELECTRIC_FUELS = ['Electric', 'Plug-in Hybrid'] as const;
