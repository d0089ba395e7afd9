/**
 * How React's server render marks a Suspense boundary whose content threw, and the digest Next
 * gives notFound() (404), forbidden() (403) and unauthorized() (401). A page of a known site that
 * has nothing to show renders the whole not-found page and throws notFound() inside such a boundary
 * (src/page-bodies/not-found-page.tsx). A stored page's render then sets the status itself; a
 * dynamic render has sent its status with the shell before the boundary is reached, so the status
 * stays 200 there unless the server that holds the answer sets it (scripts/lib/html-csp.ts).
 * Escaped text can never write this tag: React escapes quotes and angle brackets in text and
 * attributes, and the page's data in its scripts escapes the quotes.
 */
const FALLBACK_BOUNDARY = /<template data-dgst="NEXT_HTTP_ERROR_FALLBACK;(40[134])"/;

/** The status the page's HTML says it should answer with (404 for not found), or null for none. */
export function fallbackStatusOf(html: string): number | null {
  const match = FALLBACK_BOUNDARY.exec(html);
  return match ? Number(match[1]) : null;
}
