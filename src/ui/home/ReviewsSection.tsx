import { fill } from '../../i18n/fill';
import { messagesFor } from '../../i18n/messages';
import type { Locale } from '../../domain/site-config';
import { dateMoment, timeAgoInWords } from '../../domain/time-ago';
import type { Review, Site } from '../../domain/types';
import { Stars } from '../locations/Stars';

/** SPEC 3 review_date: dd/mm/yyyy in the site's own order of day and month. */
const reviewDate = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(dateMoment(date));

/** The reviewer's picture, or their initials where the review has none; the name beside it says who. */
function ReviewerThumb({ review }: { review: Review }) {
  if (review.imageUrl) return <img className="review-thumb" src={review.imageUrl} alt="" width={40} height={40} loading="lazy" />;
  // The first letter of the first two words that have one: "Bianca & Bree" is BB, not B&.
  const initials = review.customerName
    .split(/\s+/)
    .map((word) => /\p{L}/u.exec(word)?.[0])
    .filter((letter) => letter !== undefined)
    .slice(0, 2)
    .join('')
    .toUpperCase();
  if (initials === '') return null;
  return (
    <span className="review-thumb review-initials" aria-hidden="true">
      {initials}
    </span>
  );
}

/** SPEC 3 gmb_profiles: where a customer writes a review, named by its place when there are several. */
function WriteReviewLinks({ site, texts }: { site: Site; texts: ReturnType<typeof messagesFor>['home'] }) {
  const profiles = site.config.gmbProfiles;
  if (profiles.length === 0) return null;
  const placeOf = (slug: string | undefined) => site.locations.find((l) => l.slug === slug)?.name;
  return (
    <ul className="review-links">
      {profiles.map((profile) => {
        const place = profiles.length > 1 ? placeOf(profile.location) : undefined;
        return (
          <li key={profile.id}>
            <a className="button button-ghost" href={profile.reviewUrl} target="_blank" rel="noopener noreferrer">
              {place ? fill(texts.writeReviewOf, { place }) : texts.writeReview}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** Customer reviews. Names and texts are user content: rendered as text only, never as HTML. */
export function ReviewsSection({
  site,
  reviews,
  summary,
  now,
}: {
  site: Site;
  reviews: Review[];
  summary: { count: number; averageRating: string };
  now: Date;
}) {
  if (reviews.length === 0) return null;
  const { locale } = site;
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
        <WriteReviewLinks site={site} texts={texts} />
      </div>
    </section>
  );
}
