import { siteAvailableBookings } from '@/bookings/slots';
import type { BookingKind } from '@/domain/bookings/settings';
import { queryId } from '@/forms/prefill';
import { jsonRoute } from '@/lib/api';
import { NotFoundError } from '@/lib/errors';
import { requireApiSite } from '@/site/request';

type Context = { params: Promise<{ site: string; id: string }> };

/**
 * The free slots of one of the Host's dealerships for one kind of booking, optionally at one of
 * its locations (?location_id=), in the location's time zone.
 */
export function bookingsRoute(kind: BookingKind) {
  return jsonRoute(async (request: Request, { params }: Context) => {
    const site = await requireApiSite(params);
    const dealershipId = queryId({ id: (await params).id }, 'id');
    const locationId = queryId(Object.fromEntries(new URL(request.url).searchParams), 'location_id');
    const answer = dealershipId === null ? null : await siteAvailableBookings(site, dealershipId, locationId, kind, new Date());
    if (!answer) throw new NotFoundError('Not found');
    // Places go as shoppers book: a browser asks again rather than keep an old answer.
    return Response.json(answer, { headers: { 'cache-control': 'private, no-store' } });
  });
}
