import type { CardTag } from '../../domain/tags';

export function TagBanner({ tag }: { tag: CardTag | null }) {
  if (!tag) return null;
  const tone = tag.kind === 'custom' ? tag.colour : tag.kind;
  return <span className={`tag-banner tag-${tone}`}>{tag.label}</span>;
}
