import { renderSearch, searchMetadata, type SearchRouteProps } from '@/page-bodies/search-page';

export async function generateMetadata(props: SearchRouteProps) {
  return searchMetadata(props, '/find/rental-cars');
}

export default async function RentalCarsPage(props: SearchRouteProps) {
  return renderSearch(props, '/find/rental-cars');
}
