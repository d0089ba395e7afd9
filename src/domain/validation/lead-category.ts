/** Apart from the lead schema (lead.ts), so a form in the browser files its lead without bringing Zod. */

export type VehicleCategory = 'new-vehicle-enquiry' | 'used-vehicle-enquiry' | 'demo-vehicle-enquiry';

/** SPEC 4: the lead category from the car type; anything but demo or used counts as new. */
export function categoryForCarType(carType: string | null | undefined): VehicleCategory {
  if (carType === 'demo') return 'demo-vehicle-enquiry';
  if (carType === 'used') return 'used-vehicle-enquiry';
  return 'new-vehicle-enquiry';
}
