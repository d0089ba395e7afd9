import { fill } from '../../i18n/fill';
import { messagesFor } from '../../i18n/messages';
import type { Locale } from '../../domain/site-config';
import { dateMoment, timeAgoInWords } from '../../domain/time-ago';
import type { Review } from '../../domain/types';
import { Stars } from '../locations/Stars';

/** SPEC 3 review_date: dd/mm/yyyy in the site's own order of day and month. */
const reviewDate = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(dateMoment(date));

/** The reviewer's picture, or their initials where the review has none; the name beside it says who. */
function ReviewerThumb({ review }: { review: Review }) {
  if (review.imageUrl) return <img className="review-thumb" src={review.imageUrl} alt="" width={40} height={40} loading="lazy" />;
  const initials = review.customerName
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return (
    <span className="review-thumb review-initials" aria-hidden="true">
      {initials}
    </span>
  );
}

/** Customer reviews. Names and texts are user content: rendered as text only, never as HTML. */
export function ReviewsSection({
  reviews,
  summary,
  locale,
  now,
}: {
  reviews: Review[];
  summary: { count: number; averageRating: string };
  locale: Locale;
  now: Date;
}) {
  if (reviews.length === 0) return null;
  const texts = messagesFor(locale).home;
  const ago = (date: string) => fill(texts.ago, { time: timeAgoInWords(dateMoment(date), now) });
  return (
    <section className="section reviews-section" aria-labelledby="reviews-title">
      <div className="container">
        <div className="section-head">
          <h2 id="reviews-title">{texts.reviews}</h2>
          <Stars average={Number(summary.averageRating)} count={summary.count} locale={locale} />
        </div>
        <ul className="review-list">
          {reviews.map((r) => (
            <li key={r.id} className="review">
              <Stars average={r.rating} count={null} locale={locale} />
              <blockquote>{r.text}</blockquote>
              <p className="review-author">
                <ReviewerThumb review={r} />
                <span>
                  {r.customerName} · <time dateTime={r.reviewDate}>{reviewDate(r.reviewDate, locale)}</time> · {ago(r.reviewDate)}
                </span>
              </p>
              {r.replyText ? (
                <p className="review-reply">
                  {fill(texts.reply, { reply: r.replyText })}
                  {r.replyDate ? <> ({ago(r.replyDate)})</> : null}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
