import { vehicleDataRoutes } from '@/vehicle-data/handlers';

/** SPEC 7 GET manufacturers/{id}.json?website_id={id}: a make and its models (docs/vehicle-data.md). */
export const GET = vehicleDataRoutes.manufacturer;
