import { vehicleDataRoutes } from '@/vehicle-data/handlers';

/** SPEC 7 POST /api/carClarityCustomer: finance pre-qualification (docs/vehicle-data.md). */
export const POST = vehicleDataRoutes.prequalify;
