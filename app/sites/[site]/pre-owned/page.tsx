import { renderSearch, searchMetadata, type SearchRouteProps } from '@/page-bodies/search-page';

export async function generateMetadata(props: SearchRouteProps) {
  return searchMetadata(props, '/pre-owned');
}

export default async function PreOwnedPage(props: SearchRouteProps) {
  return renderSearch(props, '/pre-owned');
}
