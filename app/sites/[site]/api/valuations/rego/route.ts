import { vehicleDataRoutes } from '@/vehicle-data/handlers';

/** SPEC 7 "Rego valuation lookup" (rego, regoState; the SPEC shows no path): the vehicle and its valuation (docs/vehicle-data.md). */
export const POST = vehicleDataRoutes.lookupAndValue;
