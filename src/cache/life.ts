/**
 * How long cached pages and reads live when nothing invalidates them. Changes invalidate by tag
 * at once; this bounds what depends on the clock instead: the sold window and age limits
 * (days), the arrival tags (days) and a location's "Today" hours, which turn over at local
 * midnight. A page is re-rendered in the background at most five minutes after that.
 */
export const PAGE_DATA_LIFE = { stale: 60, revalidate: 300, expire: 3_600 } as const;

