import type { RegisteredVehicle } from '../domain/vehicle-data/registration';
import type { Valuation } from '../domain/vehicle-data/valuation';

/** A looked-up vehicle in the SPEC's snake_case, as /api/nevdis and the valuation lookups answer it. */
export function vehicleJson(vehicle: RegisteredVehicle) {
  return {
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    variant: vehicle.variant,
    body: vehicle.body,
    fuel: vehicle.fuel,
    transmission: vehicle.transmission,
    colour: vehicle.colour,
    registration_expiry: vehicle.registrationExpiry,
    vin: vehicle.vin,
    plate: vehicle.plate,
    state: vehicle.state,
  };
}

/** A valuation's ranges and the number of comparable cars behind it (0 when the provider does not say). */
export function valuationJson(valuation: Valuation | null) {
  return valuation ? { trade: valuation.trade, private: valuation.private, retail: valuation.retail, comparables: valuation.comparables } : null;
}
