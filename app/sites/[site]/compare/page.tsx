import { notFound } from 'next/navigation';
import { siteCarsJson } from '@/api/site-car-json';
import { compareIdsFromParam, COMPARE_MAX } from '@/domain/compare';
import { defaultSearchPath } from '@/domain/search-path';
import { requireSite } from '@/site/request';
import { siteCarsByIds } from '@/stock/cars-by-id';
import { CompareFromStorage } from '@/ui/compare/CompareFromStorage';
import { CompareTable } from '@/ui/compare/CompareTable';
import { metadataFor } from '@/site/page-metadata';

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = metadataFor({ path: '/compare', title: 'Compare', robots: { index: false } });

/** Up to four cars side by side; /compare?ids=12,34 renders on the server for whoever opens the link. */
export default async function ComparePage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  if (!site.config.features.compare) notFound();
  const ids = compareIdsFromParam((await searchParams).ids);
  const searchPath = defaultSearchPath(site.config);
  const { cars, missing } = ids.length > 0 ? siteCarsJson(await siteCarsByIds(site, ids)) : { cars: [], missing: [] };
  return (
    <div className="container shortlist-page">
      <h1>Compare</h1>
      {ids.length === 0 ? (
        <CompareFromStorage searchPath={searchPath} />
      ) : (
        <>
          {missing.length > 0 ? (
            <p className="compare-missing" role="note">
              {missing.length === 1 ? 'One car' : `${missing.length} cars`} in this comparison {missing.length === 1 ? 'is' : 'are'} no
              longer available.
            </p>
          ) : null}
          {cars.length > 0 ? (
            <CompareTable cars={cars} locale={site.locale} />
          ) : (
            <p>
              None of these cars are available any more. <a href={searchPath}>Browse our stock</a>.
            </p>
          )}
          <p className="compare-hint">You can compare up to {COMPARE_MAX} cars. Share this page&apos;s address to show someone the same table.</p>
        </>
      )}
    </div>
  );
}
