import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../rows';

/**
 * The console's lead inbox (issue 28): a dealership's completed, real leads, newest first, read a
 * page at a time by keyset (received time, id) on leads_dealership_completed_idx, so the hundredth
 * page costs what the first does. A search narrows through lead_search_terms by prefix
 * (docs/decisions/038-console-leads.md).
 */

/** Who reads: every lead of `dealershipIds`, but in `ownOnly` only those assigned to `staffId` or to nobody. */
export type InboxScope = { dealershipIds: readonly number[]; ownOnly: readonly number[]; staffId: number };

export type InboxQuery = {
  terms: readonly string[];
  websiteId?: number;
  category?: string;
  status?: string;
  assignee?: number | 'none';
  from?: string;
  to?: string;
  hasCar?: boolean;
  after: { receivedAt: string; id: number } | null;
  limit: number;
};

export type InboxRow = {
  id: number;
  lead_id: string;
  dealership_id: number;
  category: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  website_id: number;
  website_name: string;
  source: string;
  url: string | null;
  linked_query_params: Record<string, string>;
  work_status: string;
  assigned_staff_id: number | null;
  assignee_name: string | null;
  received_at: string;
  touched_at: string | null;
  stock_number: string | null;
  car_id: number | null;
  car_name: string | null;
  car_photo: string | null;
  vehicle_make: string | null;
  vehicle_model: string | null;
};

const ids = (values: readonly number[]) => sql`array[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::int[]`;

/** The leads a scope may see; `l` is leads. */
export function inboxScope(scope: InboxScope): SQL {
  const own =
    scope.ownOnly.length === 0
      ? sql``
      : sql`and (l.dealership_id <> all(${ids(scope.ownOnly)}) or l.assigned_staff_id is null or l.assigned_staff_id = ${scope.staffId})`;
  // One dealership (most staff) is an equality, so the inbox walks leads_dealership_completed_idx in order.
  const dealership = scope.dealershipIds.length === 1 ? sql`l.dealership_id = ${scope.dealershipIds[0]}` : sql`l.dealership_id = any(${ids(scope.dealershipIds)})`;
  return sql`${dealership} and not l.mock and l.lead_status = 'Complete' and l.completed_at is not null ${own}`;
}

/** `%` and `_` in what was typed are letters, not patterns. */
const likePrefix = (term: string) => `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A word matched by fewer leads than this drives the query: its leads are gathered from the term
 * index and sorted (a few thousand rows at most). A commoner word is checked lead by lead while
 * the inbox is walked newest first, which fills a page after a few probes.
 */
const RARE_WORD_LEADS = 10_000;

/** How many leads have a word starting so, counted no further than `cap`. */
async function leadsWithWord(db: Db, term: string, cap: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from lead_search_terms where term like ${likePrefix(term)} limit ${cap}) m`,
  );
  return row?.n ?? 0;
}

/** The search words, the rarest first if it is rare enough to drive the query. */
async function planWords(db: Db, terms: readonly string[]): Promise<{ driver: string | null; probes: string[] }> {
  if (terms.length === 0) return { driver: null, probes: [] };
  const counts = await Promise.all(terms.map(async (term) => ({ term, n: await leadsWithWord(db, term, RARE_WORD_LEADS) })));
  const rarest = counts.reduce((a, b) => (b.n < a.n ? b : a));
  if (rarest.n >= RARE_WORD_LEADS) return { driver: null, probes: [...terms] };
  return { driver: rarest.term, probes: terms.filter((term) => term !== rarest.term) };
}

function filters(query: InboxQuery, words: { driver: string | null; probes: readonly string[] }): SQL {
  const parts: SQL[] = [];
  if (words.driver !== null) {
    parts.push(sql`and l.id = any(array(select t.lead_id from lead_search_terms t where t.term like ${likePrefix(words.driver)}))`);
  }
  for (const term of words.probes) {
    parts.push(sql`and exists (select 1 from lead_search_terms t where t.lead_id = l.id and t.term like ${likePrefix(term)})`);
  }
  if (query.websiteId !== undefined) parts.push(sql`and l.website_id = ${query.websiteId}`);
  if (query.category !== undefined) parts.push(sql`and l.category = ${query.category}`);
  if (query.status !== undefined) parts.push(sql`and l.work_status = ${query.status}`);
  if (query.assignee === 'none') parts.push(sql`and l.assigned_staff_id is null`);
  else if (query.assignee !== undefined) parts.push(sql`and l.assigned_staff_id = ${query.assignee}`);
  if (query.from !== undefined) parts.push(sql`and l.completed_at >= ${query.from}::date`);
  if (query.to !== undefined) parts.push(sql`and l.completed_at < ${query.to}::date + 1`);
  if (query.hasCar === true) parts.push(sql`and (l.car_id is not null or l.stock_number is not null)`);
  if (query.hasCar === false) parts.push(sql`and l.car_id is null and l.stock_number is null`);
  return sql.join(parts, sql` `);
}

const ROW_COLUMNS = sql`l.id, l.lead_id, l.dealership_id, l.category,
  coalesce(l.name, nullif(concat_ws(' ', l.first_name, l.last_name), '')) as name,
  l.email, l.phone, l.website_id, w.name as website_name, l.source, l.url, l.linked_query_params,
  l.work_status, l.assigned_staff_id, s.name as assignee_name,
  to_char(l.completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as received_at,
  l.touched_at, l.stock_number, l.car_id, c.name as car_name, c.images -> 0 ->> 'thumbUrl' as car_photo,
  l.vehicle_make, l.vehicle_model`;

const ROW_JOINS = sql`join websites w on w.id = l.website_id
  left join staff s on s.id = l.assigned_staff_id
  left join cars c on c.id = l.car_id`;

/** One page, newest first, and whether more follow (one row more than the page is read to know). */
export async function listInboxLeads(db: Db, scope: InboxScope, query: InboxQuery): Promise<{ rows: InboxRow[]; hasMore: boolean }> {
  if (scope.dealershipIds.length === 0) return { rows: [], hasMore: false };
  const after = query.after === null ? sql`` : sql`and (l.completed_at, l.id) < (${query.after.receivedAt}::timestamptz, ${query.after.id})`;
  const words = await planWords(db, query.terms);
  const rows = await queryRows<InboxRow>(
    db,
    sql`select ${ROW_COLUMNS} from leads l ${ROW_JOINS}
        where ${inboxScope(scope)} ${filters(query, words)} ${after}
        order by l.completed_at desc, l.id desc
        limit ${query.limit + 1}`,
  );
  return { rows: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}

/**
 * The whole filtered list in pages of `batch`, for the CSV export: a generator, so the export
 * streams and never holds the list in memory.
 */
export async function* everyInboxLead(db: Db, scope: InboxScope, query: Omit<InboxQuery, 'after' | 'limit'>, batch = 500): AsyncGenerator<InboxRow> {
  let after: InboxQuery['after'] = null;
  for (;;) {
    const page = await listInboxLeads(db, scope, { ...query, after, limit: batch });
    yield* page.rows;
    const last = page.rows.at(-1);
    if (!page.hasMore || !last) return;
    after = { receivedAt: last.received_at, id: last.id };
  }
}

/** The sites and staff the inbox's filters offer: those of the scope's dealerships. */
export async function inboxChoices(db: Db, dealershipIds: readonly number[]): Promise<{ sites: { id: number; name: string }[]; staff: { id: number; name: string; dealershipId: number }[] }> {
  if (dealershipIds.length === 0) return { sites: [], staff: [] };
  const sites = await queryRows<{ id: number; name: string }>(
    db,
    sql`select distinct w.id, w.name from websites w join dealership_websites dw on dw.website_id = w.id
        where dw.dealership_id = any(${ids(dealershipIds)}) order by w.name`,
  );
  const staff = await queryRows<{ id: number; name: string; dealershipId: number }>(
    db,
    sql`select s.id, s.name, m.dealership_id as "dealershipId" from staff s join staff_memberships m on m.staff_id = s.id
        where m.dealership_id = any(${ids(dealershipIds)}) and s.disabled_at is null order by s.name, s.id`,
  );
  return { sites, staff };
}

/** The dealership of the scope that shows leads on this site, or null when the site is none of theirs. */
export async function dealershipOfSite(db: Db, websiteId: number, dealershipIds: readonly number[]): Promise<number | null> {
  if (dealershipIds.length === 0) return null;
  const [row] = await queryRows<{ dealership_id: number }>(
    db,
    sql`select dealership_id from dealership_websites where website_id = ${websiteId} and dealership_id = any(${ids(dealershipIds)})
        order by position, dealership_id limit 1`,
  );
  return row?.dealership_id ?? null;
}
