import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { vehicleNoun } from '@/domain/locale';
import { defaultSearchPath } from '@/domain/search/search-path';
import type { Site } from '@/domain/types';
import { fill } from '@/i18n/fill';
import { messagesFor } from '@/i18n/messages';
import { siteCarTypeCounts } from '@/search/service';
import { carTypeHref } from '@/site/menu-data';
import { NotFoundView, type NotFoundContent } from '@/ui/not-found/NotFoundView';

/** A known site's not-found page: its search, and links to new and used stock only where it has such stock. */
export async function notFoundContent(site: Site): Promise<NotFoundContent> {
  const texts = messagesFor(site.locale).notFoundPage;
  const counts = await siteCarTypeCounts(site);
  const noun = vehicleNoun(site.config.stockKind, 2);
  const links = [
    { label: texts.home, href: '/' },
    ...(counts.new > 0 ? [{ label: fill(texts.newStock, { noun }), href: carTypeHref(site, 'new') }] : []),
    ...(counts.used > 0 ? [{ label: fill(texts.usedStock, { noun }), href: carTypeHref(site, 'used') }] : []),
    { label: texts.contact, href: '/contact' },
  ];
  return { texts, searchPath: defaultSearchPath(site.config), links };
}

/** Throws notFound() from inside a Suspense boundary: see notFoundPage. */
function NotFoundStatus(): null {
  notFound();
}

/**
 * What a page of a known site returns, in place of calling notFound(), for something it does not
 * have. React's server render has no error boundaries: notFound() thrown by the page fails the
 * whole shell, and Next then sends an empty body for script to fill, so without JavaScript the
 * shopper saw nothing. Here the page renders the not-found body itself and throws notFound()
 * inside a Suspense boundary, which sets the 404 status while the page stays server-rendered; in
 * the browser the segment's not-found boundary (app/sites/[site]/not-found.tsx) shows the same body.
 */
export async function notFoundPage(site: Site) {
  return (
    <>
      <NotFoundView {...await notFoundContent(site)} />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}
