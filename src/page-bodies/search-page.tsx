import 'server-only';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { searchLandingFor } from '../domain/search/search-landing';
import { queryStringOf, searchView } from '../search/view';
import { metadataOf, notFoundMetadata } from '../site/page-metadata';
import { requireSite, siteFromSegment } from '../site/request';
import { notFoundPage } from './not-found-page';
import { SearchIntro } from '../ui/search/SearchIntro';
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
  if (!view) return notFoundPage(site);
  if (view.requestedUrl !== view.canonicalUrl) redirect(view.canonicalUrl);
  const landing = searchLandingFor(site.config.content.searchLandings, view.canonicalUrl);
  return (
    <>
      {landing?.intro ? <SearchIntro intro={landing.intro} /> : null}
      <SearchResults view={landing ? { ...view, seo: { ...view.seo, title: landing.title } } : view} now={new Date()} />
    </>
  );
}

export async function searchMetadata({ params, searchParams }: SearchRouteProps, pathname: string): Promise<Metadata> {
  const site = await siteFromSegment((await params).site);
  if (!site) return {};
  const view = await searchView(site, pathname, queryStringOf(await searchParams));
  if (!view) return notFoundMetadata(site);
  const landing = searchLandingFor(site.config.content.searchLandings, view.canonicalUrl);
  const meta = metadataOf(site, {
    path: view.seo.canonical,
    title: landing?.title ?? view.seo.title,
    description: landing?.description ?? view.seo.description,
    robots: view.seo.robots,
  });
  // The generated title already ends with the site name and a landing title is the dealer's own, so
  // both are used as written; the canonical keeps the page number, which the plain path would drop.
  const title = landing?.title ?? view.seo.title;
  return {
    ...meta,
    title: { absolute: title },
    alternates: { canonical: view.seo.canonical },
    openGraph: { ...meta.openGraph, title, url: view.seo.canonical },
  };
}
