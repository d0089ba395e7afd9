import { vehicleDataRoutes } from '@/vehicle-data/handlers';

/** SPEC 7 POST /api/simple-autograb-lookup: the vehicle, and with an odometer its valuation (docs/vehicle-data.md). */
export const POST = vehicleDataRoutes.lookupAndValue;
