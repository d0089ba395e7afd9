import { siteCarsJson } from '@/api-json/site-car-json';
import { compareIdsFromParam, COMPARE_MAX } from '@/domain/compare';
import { defaultSearchPath } from '@/domain/search/search-path';
import { requireSite } from '@/site/request';
import { siteCarsByIds } from '@/page-data/cars-by-id';
import { CompareFromStorage } from '@/ui/compare/CompareFromStorage';
import { CompareTable } from '@/ui/compare/CompareTable';
import { metadataFor } from '@/site/page-metadata';
import { notFoundPage } from '@/page-bodies/not-found-page';
import { messagesFor } from '@/i18n/messages';
import { fill, plural } from '@/i18n/fill';

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = metadataFor((site) =>
  site.config.features.compare ? { path: '/compare', title: messagesFor(site.locale).shortlist.compare, robots: { index: false } } : null,
);

/** Up to four cars side by side; /compare?ids=12,34 renders on the server for whoever opens the link. */
export default async function ComparePage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  if (!site.config.features.compare) return notFoundPage(site);
  const ids = compareIdsFromParam((await searchParams).ids);
  const searchPath = defaultSearchPath(site.config);
  const { cars, missing } = ids.length > 0 ? siteCarsJson(await siteCarsByIds(site, ids)) : { cars: [], missing: [] };
  const texts = messagesFor(site.locale).shortlist;
  return (
    <div className="container shortlist-page">
      <h1>{texts.compare}</h1>
      {ids.length === 0 ? (
        <CompareFromStorage searchPath={searchPath} />
      ) : (
        <>
          {missing.length > 0 ? (
            <p className="compare-missing" role="note">
              {plural(texts.missing, missing.length)}
            </p>
          ) : null}
          {cars.length > 0 ? (
            <CompareTable cars={cars} locale={site.locale} />
          ) : (
            <p>
              {texts.noneLeft} <a href={searchPath}>{texts.browseStock}</a>.
            </p>
          )}
          <p className="compare-hint">{fill(texts.compareHint, { max: COMPARE_MAX })}</p>
        </>
      )}
    </div>
  );
}
