import { insightsCsv } from '@/console/insights/service';
import { consoleRoute } from '@/console/respond';
import { requireApiStaff } from '@/console/session';
import { parseScope } from '@/domain/insights/scope';

/** GET /console/insights/csv?site=&from=&to=: the insights report as CSV, for the same actor checks as the page. */
export const GET = consoleRoute(async (request: Request) => {
  const actor = await requireApiStaff();
  const query = new URL(request.url).searchParams;
  const { fileName, csv } = await insightsCsv(actor, parseScope(query.get('site') ?? undefined), { from: query.get('from') ?? undefined, to: query.get('to') ?? undefined });
  return new Response(csv, {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${fileName}"`, 'cache-control': 'private, no-store' },
  });
});
