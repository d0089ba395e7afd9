import 'server-only';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { queryStringOf, searchView } from '../search/view';
import { requireSite, siteFromSegment } from '../site/request';
import { SearchResults } from '../ui/search/SearchResults';

export type SearchRouteProps = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The search URL a search route's segments stand for: /search/toyota/corolla. */
export const searchPathOf = async (params: Promise<{ segments: string[] }>) => `/search/${(await params).segments.join('/')}`;

/** Every search URL (SPEC 2) renders here: the page, its canonical redirect and its metadata. */
export async function renderSearch({ params, searchParams }: SearchRouteProps, pathname: string) {
  const site = await requireSite(params);
  const view = await searchView(site, pathname, queryStringOf(await searchParams));
  if (!view) notFound();
  if (view.requestedUrl !== view.canonicalUrl) redirect(view.canonicalUrl);
  return <SearchResults view={view} now={new Date()} />;
}

export async function searchMetadata({ params, searchParams }: SearchRouteProps, pathname: string): Promise<Metadata> {
  const site = await siteFromSegment((await params).site);
  if (!site) return {};
  const view = await searchView(site, pathname, queryStringOf(await searchParams));
  if (!view) return { title: 'Page not found' };
  return {
    title: { absolute: view.seo.title },
    description: view.seo.description,
    alternates: { canonical: view.seo.canonical },
    robots: view.seo.robots,
    openGraph: { title: view.seo.title, description: view.seo.description, url: view.seo.canonical },
  };
}
