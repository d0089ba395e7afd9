import type { HomePageData, Site } from '../domain/types';

/** Everything a template's home page may show; the page loads it once and the template arranges it. */
export type HomeData = HomePageData & { site: Site };
