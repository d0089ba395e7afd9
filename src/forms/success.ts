import { categoryForCarType } from '../domain/validation/lead-category';
import type { FormDefinition } from './types';

/**
 * Which category a completed form reports and what its success page says. SPEC 4: a form about a
 * car takes the category from the car type (demo, used, otherwise new).
 */
export function leadCategory(form: Pick<FormDefinition, 'category'> & { categoryFromCarType?: boolean }, carType: string | null | undefined): string {
  if (form.categoryFromCarType && carType) return categoryForCarType(carType);
  return form.category;
}

/** The category and subcategory a completed form files its lead under. */
export function leadFiling(
  form: Pick<FormDefinition, 'category' | 'categoryFromCarType' | 'subcategory'>,
  carType: string | null | undefined,
): { category: string; subcategory?: string } {
  const category = leadCategory(form, carType);
  // A form whose category came from the car type keeps its own category as the subcategory.
  const subcategory = form.subcategory ?? (category !== form.category ? form.category : undefined);
  return subcategory === undefined ? { category } : { category, subcategory };
}

export type SuccessText = { heading: string; next: string };

const TEXTS: Record<string, SuccessText> = {
  'new-vehicle-enquiry': { heading: 'Thanks for your enquiry', next: 'Our new vehicle team will contact you within one business day with availability and pricing.' },
  'used-vehicle-enquiry': { heading: 'Thanks for your enquiry', next: 'Our used vehicle team will contact you within one business day to answer your questions about this vehicle.' },
  'demo-vehicle-enquiry': { heading: 'Thanks for your enquiry', next: 'Our sales team will contact you within one business day about this demonstrator.' },
  'general-enquiry': { heading: 'Thanks for getting in touch', next: 'A member of our team will reply within one business day.' },
  'test-drive': { heading: 'Test drive requested', next: 'We will call you to confirm a time and have the vehicle ready. Please bring your driver licence.' },
  'service-booking': { heading: 'Service booking requested', next: 'Our service team will confirm your booking by phone or email before the day.' },
  'trade-in': { heading: 'Trade-in details received', next: 'Our buyers will review your vehicle and contact you with an offer, usually within one business day.' },
  'sell-my-car': { heading: 'Thanks, we have your car details', next: 'Our buyers will contact you with an offer, usually within one business day.' },
  valuation: { heading: 'Valuation request received', next: 'We will contact you to confirm the value after a quick inspection of your vehicle.' },
  'finance-enquiry': { heading: 'Finance enquiry received', next: 'A finance specialist will contact you within one business day to talk through your options.' },
  'finance-pre-approval': { heading: 'Pre-approval application received', next: 'A finance specialist will review your application and contact you, usually within one business day.' },
  'personalised-finance': { heading: 'Finance quote requested', next: 'A finance specialist will prepare a personalised quote for this vehicle and contact you.' },
  careers: { heading: 'Application received', next: 'Thank you for your interest. Our team will review your application and contact you if your experience matches a role.' },
  'vehicle-reservation-request': {
    heading: 'Reservation request received',
    next: 'The dealership will contact you, usually within one business day, to confirm your reservation. No payment has been taken, and the car is held for you once the dealership confirms.',
  },
  'special-offers': { heading: 'Thanks for your interest', next: 'We will contact you with the details of this offer within one business day.' },
};

const FALLBACK: SuccessText = { heading: 'Thank you', next: 'Your form has been sent. We will be in touch shortly.' };

/** The success page's text for a category from the query; unknown categories get the general text. */
export function successText(category: string | null | undefined): SuccessText {
  return (category && Object.hasOwn(TEXTS, category) ? TEXTS[category] : undefined) ?? FALLBACK;
}

/** Forms filed under a shared category whose next step differs from the category's. */
const SUBCATEGORY_TEXTS: Record<string, SuccessText> = {
  'Request Photos': { heading: 'Photo request received', next: 'Our team will email you more photos of this vehicle, usually within one business day.' },
};

/** What a form shows once its lead is sent without leaving the page (a dialog). */
export function sentText(form: Pick<FormDefinition, 'category' | 'subcategory'>): SuccessText {
  return (form.subcategory && Object.hasOwn(SUBCATEGORY_TEXTS, form.subcategory) ? SUBCATEGORY_TEXTS[form.subcategory] : undefined) ?? successText(form.category);
}
