'use client';

export default function SiteError({ reset }: { reset: () => void }) {
  return (
    <div className="not-found container">
      <h1>Something went wrong</h1>
      <p>We couldn&apos;t load this page. Please try again, or call us.</p>
      <button type="button" className="button" onClick={reset}>
        Try again
      </button>
    </div>
  );
}
