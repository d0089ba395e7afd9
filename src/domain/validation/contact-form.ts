import { z } from 'zod';
import {
  dateTimeSchema,
  emailSchema,
  fieldFor,
  fullNameSchema,
  locationIdSchema,
  messageSchema,
  optInSchema,
  optional,
  postcodeSchema,
  regoSchema,
  shortTextSchema,
  type FieldMode,
} from './fields';
import type { FormRules } from './form-rules';
import { phoneSchema } from './phone';

/**
 * SPEC 5 contact form: full name, phone (mobile), email and message (required unless the site says
 * otherwise); an optional category select and rego; a location select, required when shown; a
 * preferred dealership, required when shown and the site has several dealerships; opt_in; postcode
 * on some sites. Request Photos and the test drive form are the same form with one change each.
 *
 * Fields a site does not show are dropped, not checked, and unknown keys are stripped: these are
 * a form's values, and the lead schema is where the strict check of what is sent happens.
 */

export type ContactFormKind = 'contact' | 'request-photos' | 'test-drive';

function shown(show: boolean, required: boolean): FieldMode {
  if (!show) return 'hidden';
  return required ? 'required' : 'optional';
}

export function contactFormSchema(rules: FormRules, kind: ContactFormKind = 'contact') {
  // SPEC 5: "Request Photos: message optional."
  const messageRequired = rules.messageRequired && kind !== 'request-photos';
  return z.object({
    name: fullNameSchema,
    phone: phoneSchema({ ...rules, phoneRule: rules.contactPhoneRule }),
    email: emailSchema,
    message: fieldFor(messageSchema, messageRequired ? 'required' : 'optional'),
    category: optional(shortTextSchema),
    rego: optional(regoSchema),
    location_id: fieldFor(locationIdSchema, shown(rules.showLocationSelect, true)),
    preferred_dealership: fieldFor(shortTextSchema, shown(rules.showPreferredDealership, rules.dealershipCount > 1)),
    opt_in: optInSchema,
    postcode: fieldFor(postcodeSchema, shown(rules.showPostcode, true)),
    // SPEC 5: "Test-drive date-time: optional."
    date_time: fieldFor(dateTimeSchema, shown(kind === 'test-drive', false)),
  });
}

export type ContactFormValues = z.output<ReturnType<typeof contactFormSchema>>;
export type ContactFormInput = z.input<ReturnType<typeof contactFormSchema>>;

export const requestPhotosFormSchema = (rules: FormRules) => contactFormSchema(rules, 'request-photos');
export const testDriveFormSchema = (rules: FormRules) => contactFormSchema(rules, 'test-drive');
