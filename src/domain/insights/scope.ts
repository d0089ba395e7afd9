/**
 * The insights page's scope from its query string (issue 31): `site=<id>` for one site, anything
 * else (`all`, nothing, junk) for the group of every site the actor may read. Whether the site is
 * the actor's is the service's check.
 */
export type InsightsScopeInput = { kind: 'site'; siteId: number } | { kind: 'group' };

export function parseScope(value: string | undefined): InsightsScopeInput {
  if (value === undefined || !/^\d{1,9}$/.test(value)) return { kind: 'group' };
  const siteId = Number(value);
  return siteId > 0 ? { kind: 'site', siteId } : { kind: 'group' };
}

/** The query string of a scope and range, for links (the CSV download) and the form's defaults. */
export function scopeQuery(scope: InsightsScopeInput, range: { from: string; to: string }): string {
  const params = new URLSearchParams({ site: scope.kind === 'site' ? String(scope.siteId) : 'all', from: range.from, to: range.to });
  return params.toString();
}
