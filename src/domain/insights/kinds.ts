/**
 * What the insights charts count (issue 31), as the page's script names it in `POST /api/events`.
 * `lead_submitted` is the lead form's existing event; the others are sent by the site's page
 * script after load (src/ui/insights/). An event name outside this list is still delivered to a
 * site's SPEC 7 endpoint but is not kept for the charts.
 */
const INSIGHT_KINDS = ['page_view', 'search', 'car_view', 'favourite_save', 'call_click', 'directions_click', 'lead_submitted'] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

export function isInsightKind(name: string): name is InsightKind {
  return (INSIGHT_KINDS as readonly string[]).includes(name);
}
