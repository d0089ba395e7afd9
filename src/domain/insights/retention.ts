import { shiftDate } from '../hours';
import { DELIVERED_EVENT_RETENTION_DAYS } from '../visitor/retention';

/**
 * Raw insight events are kept as long as delivered analytics events (30 days,
 * docs/visitor-identity.md "Retention"): the daily rollups keep the counts for good, and a raw row
 * is only there to be counted, or re-counted while its day is young. Days before the returned one
 * may go, once rolled up for good.
 */
export function insightPurgeBeforeDay(todayUtc: string): string {
  return shiftDate(todayUtc, -DELIVERED_EVENT_RETENTION_DAYS).date;
}
