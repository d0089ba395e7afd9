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

/** SPEC 9: model descriptions are cut to 75 characters. */
export const MODEL_DESCRIPTION_MAX = 75;

/**
 * The description as a model tile shows it: at most MODEL_DESCRIPTION_MAX characters with the
 * ellipsis, cut at the last whole word when one ends in the second half.
 */
export function cutDescription(text: string, max = MODEL_DESCRIPTION_MAX): string {
  const clean = text.trim().replace(/\s+/g, ' ');
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  const cut = space > max / 2 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s,.;:–-]+$/, '')}…`;
}

const STATUS_LABELS: Record<ModelStatus, string> = { new: 'New', all_new: 'All New', coming_soon: 'Coming Soon' };

/** SPEC 4: the model status changes the label on its tile. */
export function modelStatusLabel(status: string | null): string | null {
  return status !== null && (MODEL_STATUSES as readonly string[]).includes(status) ? STATUS_LABELS[status as ModelStatus] : null;
}

export function asModelStatus(value: string | null): ModelStatus | null {
  return value !== null && (MODEL_STATUSES as readonly string[]).includes(value) ? (value as ModelStatus) : null;
}

/** Where a model tile links: the model's override URL when set, else its model page. */
export function modelHref(model: Pick<CatalogueModel, 'slug' | 'overrideUrl'>): string {
  return model.overrideUrl ?? `/models/${model.slug}`;
}

/** Fuels of the electric-cars page: battery electric and plug-in hybrid. */
export const ELECTRIC_FUELS = ['Electric', 'Plug-in Hybrid'] as const;
