import { bookingsRoute } from '../bookings-route';

/** SPEC 7 available_service_bookings: free service slots of one of the Host's dealerships (docs/api.md). */
export const GET = bookingsRoute('service');
