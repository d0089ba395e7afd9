import { leadsCsvOf } from '@/console/leads/page-data';
import { consoleRoute } from '@/console/respond';
import { requireApiStaff } from '@/console/session';
import { parseLeadFilters } from '@/domain/console/lead-filters';

/** GET /console/leads/export?…filters: the filtered inbox as a CSV download, streamed. */
export const GET = consoleRoute(async (request: Request) => {
  const actor = await requireApiStaff();
  const filters = parseLeadFilters(new URL(request.url).searchParams);
  const body = await leadsCsvOf(actor, filters);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="leads-${day}.csv"`,
      'cache-control': 'no-store',
    },
  });
});
