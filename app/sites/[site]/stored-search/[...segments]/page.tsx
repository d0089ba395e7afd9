import { renderSearch, searchMetadata, searchPathOf } from '@/page-bodies/search-page';

/**
 * A search URL with no query string (/search/toyota), which the proxy sends here
 * (src/domain/host/rewrite.ts): the same page as ../../search, stored on its first visit like the car
 * page and expired with the site's stock (docs/decisions/013-stored-search-pages.md).
 */
export const revalidate = 300;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ site: string; segments: string[] }> };

const noQuery = { searchParams: Promise.resolve({}) };

export async function generateMetadata({ params }: Props) {
  return searchMetadata({ params, ...noQuery }, await searchPathOf(params));
}

export default async function StoredSearchPage({ params }: Props) {
  return renderSearch({ params, ...noQuery }, await searchPathOf(params));
}
