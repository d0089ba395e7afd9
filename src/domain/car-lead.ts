import type { CarType } from '../site/config-schema';
import type { ContactFormValues } from './validation/contact-form';
import { categoryForCarType } from './validation/lead';

/** The car-page forms that send a lead, with the subcategory each is filed under. */
export const CAR_LEAD_FORMS = {
  'email-us': 'Email Us',
  'request-photos': 'Request Photos',
} as const;
export type CarLeadForm = keyof typeof CAR_LEAD_FORMS;

/** What the page knows about the car and site, for every lead sent from it. */
export type CarLeadContext = {
  carId: number;
  carType: CarType;
  stockNumber: string;
  make: string;
  model: string;
  dealershipSlug: string;
  locationId: number;
  websiteSlug: string;
};

/**
 * The `POST /api/leads` body of a car-page form: the shopper's answers plus the car and site.
 * Only keys of the lead schema are sent (it rejects unknown ones); answers it has no field for,
 * such as a rego, travel in `extra`.
 */
export function carLeadBody(form: CarLeadForm, values: ContactFormValues, car: CarLeadContext, page: { url: string; userAgent?: string }) {
  const extra: Record<string, string> = {};
  if (values.rego) extra.rego = values.rego;
  return {
    lead: {
      name: values.name,
      email: values.email,
      phone: values.phone,
      ...(values.message ? { message: values.message } : {}),
      ...(values.postcode ? { postcode: values.postcode } : {}),
      opt_in: values.opt_in,
      category: categoryForCarType(car.carType),
      subcategory: CAR_LEAD_FORMS[form],
      car_id: car.carId,
      car_type: car.carType,
      stock_number: car.stockNumber,
      make: car.make,
      model: car.model,
      dealership_slug: car.dealershipSlug,
      location_id: car.locationId,
      website_slug: car.websiteSlug,
      url: page.url,
      ...(page.userAgent ? { user_agent: page.userAgent } : {}),
      ...(Object.keys(extra).length > 0 ? { extra } : {}),
    },
  };
}

export type LeadCreated = { id: number | string; lead_id?: string; lead_token?: string };
