import { renderSearch, searchMetadata, type SearchRouteProps } from '@/ui/search/search-route';

type Props = SearchRouteProps & { params: Promise<{ site: string; segments: string[] }> };

const pathOf = async (params: Props['params']) => `/search/${(await params).segments.join('/')}`;

export async function generateMetadata(props: Props) {
  return searchMetadata(props, await pathOf(props.params));
}

export default async function SearchPage(props: Props) {
  return renderSearch(props, await pathOf(props.params));
}
