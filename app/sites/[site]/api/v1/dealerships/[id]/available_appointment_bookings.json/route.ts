import { bookingsRoute } from '../bookings-route';

/** SPEC 7 available_appointment_bookings: free test-drive slots of one of the Host's dealerships (docs/api.md). */
export const GET = bookingsRoute('test-drive');
