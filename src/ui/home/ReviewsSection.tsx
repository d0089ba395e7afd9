import { fill } from '../../i18n/fill';
import { messagesFor } from '../../i18n/messages';
import type { Locale } from '../../domain/site-config';
import type { Review } from '../../domain/types';
import { Stars } from '../locations/Stars';

/** Customer reviews. Names and texts are user content: rendered as text only, never as HTML. */
const reviewDate = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

export function ReviewsSection({
  reviews,
  summary,
  locale,
}: {
  reviews: Review[];
  summary: { count: number; averageRating: string };
  locale: Locale;
}) {
  if (reviews.length === 0) return null;
  return (
    <section className="section reviews-section" aria-labelledby="reviews-title">
      <div className="container">
        <div className="section-head">
          <h2 id="reviews-title">{messagesFor(locale).home.reviews}</h2>
          <Stars average={Number(summary.averageRating)} count={summary.count} locale={locale} />
        </div>
        <ul className="review-list">
          {reviews.map((r) => (
            <li key={r.id} className="review">
              <Stars average={r.rating} count={null} locale={locale} />
              <blockquote>{r.text}</blockquote>
              <p className="review-author">
                {r.customerName} · <time dateTime={r.reviewDate}>{reviewDate(r.reviewDate, locale)}</time>
              </p>
              {r.replyText ? <p className="review-reply">{fill(messagesFor(locale).home.reply, { reply: r.replyText })}</p> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
