import { serviceBookings, bookingLocation } from '@/forms/service-bookings';
import { queryId } from '@/forms/prefill';
import { jsonRoute } from '@/lib/api';
import { NotFoundError } from '@/lib/errors';
import { requireApiSite } from '@/site/request';

type Context = { params: Promise<{ site: string; id: string }> };

/**
 * SPEC 7 available_service_bookings: free service start times of one of the Host's dealerships,
 * optionally for one of its locations (?location_id=), over the next working days.
 */
export const GET = jsonRoute(async (request: Request, { params }: Context) => {
  const site = await requireApiSite(params);
  const dealershipId = queryId({ id: (await params).id }, 'id');
  const locationId = queryId(Object.fromEntries(new URL(request.url).searchParams), 'location_id');
  const location = dealershipId === null ? null : bookingLocation(site, dealershipId, locationId);
  if (!location) throw new NotFoundError('Not found');
  // Slots pass as time goes by, so an answer is only good for a minute.
  return Response.json(serviceBookings(site, location, new Date()), { headers: { 'cache-control': 'private, max-age=60' } });
});
