import 'server-only';
import { cacheLife } from 'next/cache';
import { PAGE_DATA_LIFE } from '../cache/life';

/**
 * The current year in a site's time zone, for the footer. Read inside a cache scope so a cached
 * page may show it; it lives as long as the pages that show it.
 */
export async function yearIn(timeZone: string): Promise<number> {
  'use cache';
  cacheLife(PAGE_DATA_LIFE);
  return Number(new Intl.DateTimeFormat('en-AU', { timeZone, year: 'numeric' }).format(new Date()));
}
