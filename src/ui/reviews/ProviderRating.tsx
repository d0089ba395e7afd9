'use client';

import { useEffect, useState } from 'react';
import { SNAP21_FAILURE_MESSAGE, type ProviderRating as Answer } from '../../domain/review-rating';
import { fill } from '../../i18n/fill';

const storageKey = (orgId: string) => `snap21-rating:${orgId}`;

function stored(orgId: string): Answer | null {
  try {
    const text = window.sessionStorage.getItem(storageKey(orgId));
    return text ? (JSON.parse(text) as Answer) : null;
  } catch {
    return null;
  }
}

function isAnswer(value: unknown): value is Answer {
  const v = value as Answer | null;
  return typeof v?.rating?.reviewCount === 'number' && typeof v.rating.avgStarRating === 'number';
}

/**
 * The review-rating provider's rating (SPEC 4): fetched once per page session, kept in session
 * storage for the session's later pages. A failed fetch is logged with the spec's message and
 * leaves the page as it was.
 */
export function ProviderRating({ orgId, text }: { orgId: string; /** '... {rating} out of 5 from {count} reviews' */ text: string }) {
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const known = stored(orgId);
    const load: Promise<Answer> = known
      ? Promise.resolve(known)
      : fetch(`/api/reviews/snap21?orgId=${encodeURIComponent(orgId)}`, { signal: controller.signal, headers: { accept: 'application/json' } }).then(
          async (response) => {
            if (!response.ok) throw new Error(`HTTP ${response.status}`);
            const body: unknown = await response.json();
            if (!isAnswer(body)) throw new Error('Unexpected answer');
            try {
              window.sessionStorage.setItem(storageKey(orgId), JSON.stringify(body));
            } catch {
              // Storage may be full or blocked; the rating is still shown on this page.
            }
            return body;
          },
        );
    load.then(
      (value) => {
        if (!controller.signal.aborted) setAnswer(value);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.error(SNAP21_FAILURE_MESSAGE, error);
      },
    );
    return () => controller.abort();
  }, [orgId]);

  if (!answer || answer.rating.reviewCount === 0) return null;
  const { avgStarRating, reviewCount } = answer.rating;
  return (
    <p className="provider-rating container">
      <span className="provider-rating-stars" aria-hidden="true">
        {/* The glyphs of the answer's markup, as text: the provider's markup is never inserted as HTML. */}
        {answer.stars.replace(/<[^>]*>/g, '')}
      </span>{' '}
      {fill(text, { rating: avgStarRating.toFixed(1), count: reviewCount })}
    </p>
  );
}
