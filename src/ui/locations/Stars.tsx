import { ratingStars } from '../../domain/locale';

/** Star rating: whole stars for the integer part, a partial star for the fraction (SPEC 5). */
export function Stars({ average, count }: { average: number; count: number | null }) {
  const { full, partial, label } = ratingStars(average);
  return (
    <span className="stars" role="img" aria-label={`Rated ${label} out of 5${count ? ` from ${count} reviews` : ''}`}>
      <span className="stars-icons" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => {
          const fill = i < full ? 1 : i === full ? partial : 0;
          return <span key={i} className="star" style={{ ['--fill' as string]: `${Math.round(fill * 100)}%` }} />;
        })}
      </span>
      <span className="stars-label" aria-hidden="true">
        {label}
        {count ? ` (${count})` : ''}
      </span>
    </span>
  );
}
