import { defaultSearchPath } from '@/domain/search/search-path';
import { requireSite } from '@/site/request';
import { FavouritesList } from '@/ui/favourites/FavouritesList';
import { metadataFor } from '@/site/page-metadata';
import { notFoundPage } from '@/page-bodies/not-found-page';
import { messagesFor } from '@/i18n/messages';

type Props = { params: Promise<{ site: string }> };

export const generateMetadata = metadataFor((site) =>
  site.config.features.favourites ? { path: '/favourites', title: messagesFor(site.locale).shortlist.favourites, robots: { index: false } } : null,
);

/** The visitor's saved cars; the list lives in the browser, so the server renders only the frame. */
export default async function FavouritesPage({ params }: Props) {
  const site = await requireSite(params);
  if (!site.config.features.favourites) return notFoundPage(site);
  return (
    <div className="container shortlist-page">
      <h1>{messagesFor(site.locale).shortlist.favourites}</h1>
      <FavouritesList locale={site.locale} searchPath={defaultSearchPath(site.config)} compare={site.config.features.compare} />
    </div>
  );
}
