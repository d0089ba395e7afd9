import type { LeadSend } from '../domain/validation/multi-step';
import { leadFiling } from './success';
import { leadBody, type SessionTracking } from './to-lead';
import type { FormDefinition, FormSite, FormValues } from './types';

export type LeadSubmission = {
  category: string;
  /** The answers as sent, with the location settled and the subcategory added. */
  answers: FormValues;
  body: ReturnType<typeof leadBody>;
};

/**
 * The lead a form's answers make (SPEC 4): filed under the form's category (or the car type's),
 * at the location chosen, or the site's only location, with the form's progress and the visit's
 * tracking.
 */
export function leadSubmission(
  definition: FormDefinition,
  site: FormSite,
  merged: FormValues,
  send: Exclude<LeadSend, { kind: 'none' }>,
  tracking: SessionTracking,
): LeadSubmission {
  const carType = typeof merged.car_type === 'string' ? merged.car_type : null;
  const { category, subcategory } = leadFiling(definition, carType);
  const chosen = site.locations.find((l) => String(l.id) === String(merged.location_id));
  const location = chosen ?? (site.locations.length === 1 ? site.locations[0] : undefined);
  const answers: FormValues = { ...merged, location_id: location?.id, ...(subcategory ? { subcategory } : {}) };
  const fields = definition.steps.flatMap((step) => step.fields);
  const body = leadBody(fields, answers, {
    category,
    websiteSlug: site.slug,
    dealershipSlug: location?.dealershipSlug ?? null,
    status: send.fields,
    tracking,
  });
  return { category, answers, body };
}
