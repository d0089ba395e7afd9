import { ratingStars } from '../../domain/locale';
import type { Locale } from '../../domain/site-config';
import { fill } from '../../i18n/fill';
import { messagesFor } from '../../i18n/messages';

/** Star rating: whole stars for the integer part, a partial star for the fraction (SPEC 5). */
export function Stars({ average, count, locale }: { average: number; count: number | null; locale: Locale }) {
  const { full, partial, label } = ratingStars(average);
  const texts = messagesFor(locale).locations;
  return (
    <span className="stars" role="img" aria-label={fill(count ? texts.ratedFrom : texts.rated, { label, count: count ?? 0 })}>
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
