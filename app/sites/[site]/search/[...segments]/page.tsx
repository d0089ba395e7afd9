import { renderSearch, searchMetadata, searchPathOf, type SearchRouteProps } from '@/page-bodies/search-page';

// Search URLs that carry a query string; those without one are served stored (../../stored-search).
type Props = SearchRouteProps & { params: Promise<{ site: string; segments: string[] }> };

export async function generateMetadata(props: Props) {
  return searchMetadata(props, await searchPathOf(props.params));
}

export default async function SearchPage(props: Props) {
  return renderSearch(props, await searchPathOf(props.params));
}
