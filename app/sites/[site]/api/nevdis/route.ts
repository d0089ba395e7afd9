import { vehicleDataRoutes } from '@/vehicle-data/handlers';

/** SPEC 7 POST /api/nevdis: a plate and state, or a VIN, to the registered vehicle (docs/vehicle-data.md). */
export const POST = vehicleDataRoutes.lookup;
