'use client';

import { useNotFoundContent } from '@/ui/not-found/NotFoundContext';
import { NotFoundView } from '@/ui/not-found/NotFoundView';

/**
 * Inside the site layout (header, navigation and footer around it), which provides a known site's
 * words and links (src/page-bodies/not-found-page.tsx). An unknown host gets the same plain text
 * everywhere, so it tells nothing about tenants.
 */
export default function NotFound() {
  const content = useNotFoundContent();
  if (content) return <NotFoundView {...content} />;
  return (
    <div className="not-found container">
      <h1>Page not found</h1>
      <p>The page you asked for does not exist.</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </div>
  );
}
