import 'server-only';
import { getDb } from '../db';
import { listedStatuses, stockScope } from '../domain/inclusion';
import type { Site } from '../domain/types';
import type { SearchEngine } from './engine';
import { postgresSearchEngine } from './postgres-engine';
import type { CarTypeCounts, SearchQuery, SearchResult } from './types';

async function engine(): Promise<SearchEngine> {
  return postgresSearchEngine(await getDb());
}

/** Search within one site's stock: the site's inclusion rules are always applied first. */
export async function searchSite(site: Site, query: SearchQuery, now = new Date()): Promise<SearchResult> {
  return (await engine()).search(stockScope(site, now), listedStatuses(site), query);
}

export async function siteCarTypeCounts(site: Site, now = new Date()): Promise<CarTypeCounts> {
  return (await engine()).carTypeCounts(stockScope(site, now), listedStatuses(site));
}
