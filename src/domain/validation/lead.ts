import { z } from 'zod';
import { CAR_TYPES } from '../site-config';
import { collectOptionValues } from './check-options';
import { hasValue } from './conditional';
import { categoryForCarType } from './lead-category';
import {
  carTypeSchema,
  checkboxSchema,
  emailSchema,
  fieldFor,
  firstNameSchema,
  fullNameSchema,
  idSchema,
  lastNameSchema,
  messageSchema,
  middleNameSchema,
  parseNumberInput,
  postcodeSchema,
  requiredText,
  shortTextSchema,
  slugSchema,
} from './fields';
import {
  ADDITIONAL_SERVICES_MAX,
  EXTRA_FIELDS_MAX,
  EXTRA_KEY_MAX_LENGTH,
  EXTRA_LIST_MAX,
  LEAD_ID_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  SOURCE_MAX_LENGTH,
  STEP_MAX,
  STOCK_NUMBER_MAX_LENGTH,
} from './limits';
import {
  CHOICE_MESSAGE,
  INVALID_VALUE_MESSAGE,
  REQUIRED_MESSAGE,
  UNKNOWN_FIELD_MESSAGE,
  tooLongMessage,
  tooManyMessage,
} from './messages';
import { phoneSchema, type PhoneRules } from './phone';
import type { PostcodeRule } from './postcode';
import { repairName } from './name-repair';
import { cleanQueryParams, cleanUrl, cleanUserAgent, cleanVisitedPages, cleanVisitorId } from './tracking';

/**
 * The lead body of `POST /api/leads` and `PUT /api/leads/{id}`: `{ lead: { ...SPEC 3 Lead fields } }`.
 *
 * Unknown keys are rejected (422 naming the key), not stripped. A misspelt key ('emial') stripped in
 * silence would deliver a lead without its email and nobody would notice; rejected, it fails the
 * first test that sends it. Answers that are not SPEC 3 Lead fields (trade-in, finance, service
 * details) have an explicit, bounded place: `extra`. Since browser and server share this schema,
 * a key may be added at any time but must not be removed while old pages can still send it.
 *
 * What the shopper typed is checked with the SPEC 5 messages. Tracking data the shopper cannot see
 * or fix (url, user_agent, visited_pages, linked_query_params, the visitor's anon_id and session_id) is cleaned and trimmed instead, so
 * it never costs a lead.
 */

export type LeadStatus = 'Incomplete' | 'Complete';

/** The site's rules a lead is checked with: its phone region and its postcode format. */
export type LeadRules = PhoneRules & { postcode: PostcodeRule };
export const DEFAULT_LEAD_SOURCE = 'Website';

/**
 * The SPEC 3 Lead fields a form deals with, once: `answer`, a form answer of that name goes into the
 * lead itself rather than under `extra` (src/forms/to-lead.ts); `requirable`, a form can make it
 * required. Flags with defaults (opt_in) and middle_name are answers no form can require; lead_id,
 * the steps, extra and website_slug are set by the page, never typed.
 */
const LEAD_FIELD_TABLE = {
  name: { answer: true, requirable: true },
  first_name: { answer: true, requirable: true },
  middle_name: { answer: true, requirable: false },
  last_name: { answer: true, requirable: true },
  email: { answer: true, requirable: true },
  phone: { answer: true, requirable: true },
  postcode: { answer: true, requirable: true },
  category: { answer: true, requirable: true },
  subcategory: { answer: true, requirable: true },
  lead_id: { answer: false, requirable: true },
  skipped_steps: { answer: false, requirable: true },
  step_number: { answer: false, requirable: true },
  message: { answer: true, requirable: true },
  opt_in: { answer: true, requirable: false },
  additional_services: { answer: true, requirable: true },
  extra: { answer: false, requirable: true },
  car_id: { answer: true, requirable: true },
  car_type: { answer: true, requirable: true },
  stock_number: { answer: true, requirable: true },
  make: { answer: true, requirable: true },
  model: { answer: true, requirable: true },
  manufacturer_slug: { answer: true, requirable: true },
  dealership_slug: { answer: true, requirable: true },
  location_id: { answer: true, requirable: true },
  website_slug: { answer: false, requirable: true },
} as const satisfies Record<string, { answer: boolean; requirable: boolean }>;

type LeadFieldTable = typeof LEAD_FIELD_TABLE;
export type LeadField = { [K in keyof LeadFieldTable]: LeadFieldTable[K]['requirable'] extends true ? K : never }[keyof LeadFieldTable];

const tableNames = Object.keys(LEAD_FIELD_TABLE) as (keyof LeadFieldTable)[];

/** Lead fields a form can make required. */
export const LEAD_FIELD_NAMES: readonly LeadField[] = tableNames.filter((name): name is LeadField => LEAD_FIELD_TABLE[name].requirable);

/** Lead fields a form answer fills directly; every other answer goes under `extra`. */
export const LEAD_ANSWER_FIELDS: ReadonlySet<string> = new Set(tableNames.filter((name) => LEAD_FIELD_TABLE[name].answer));

/** A complete lead must say who it is from and what it is about; how to answer is checked below. */
export const COMPLETE_LEAD_REQUIRED: readonly LeadField[] = ['name', 'category'];

const leadIdSchema = z.union([z.int().positive(), requiredText(LEAD_ID_MAX_LENGTH).regex(/^[A-Za-z0-9_-]+$/)], {
  error: INVALID_VALUE_MESSAGE,
}).transform(String);

const stepNumberSchema = z.preprocess(
  (value) => parseNumberInput(value, /^\d+$/, /\s/g),
  z.int({ error: INVALID_VALUE_MESSAGE }).min(1, { error: INVALID_VALUE_MESSAGE }).max(STEP_MAX, { error: INVALID_VALUE_MESSAGE }),
);

/** Multipart forms send lists as '2,3'. */
const stepListSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').filter((part) => part.trim() !== '') : value),
  z.array(stepNumberSchema, { error: INVALID_VALUE_MESSAGE }).max(STEP_MAX, { error: tooManyMessage(STEP_MAX) }),
);

const stockNumberSchema = requiredText(STOCK_NUMBER_MAX_LENGTH).regex(/^[A-Za-z0-9][A-Za-z0-9 _./-]*$/, {
  error: INVALID_VALUE_MESSAGE,
});

const additionalServicesSchema = z
  .array(shortTextSchema, { error: INVALID_VALUE_MESSAGE })
  .max(ADDITIONAL_SERVICES_MAX, { error: tooManyMessage(ADDITIONAL_SERVICES_MAX) });

// Free-text answers (a trade-in condition note) may be as long as a message.
const extraTextSchema = z.string().trim().max(MESSAGE_MAX_LENGTH, { error: tooLongMessage(MESSAGE_MAX_LENGTH) });
const extraSchema = z
  .record(
    z.string().max(EXTRA_KEY_MAX_LENGTH).regex(/^[A-Za-z][A-Za-z0-9_-]*$/),
    z.union(
      [
        extraTextSchema,
        z.number(),
        z.boolean(),
        z.null(),
        z.array(extraTextSchema).max(EXTRA_LIST_MAX, { error: tooManyMessage(EXTRA_LIST_MAX) }),
      ],
      { error: INVALID_VALUE_MESSAGE },
    ),
    { error: INVALID_VALUE_MESSAGE },
  )
  .refine((extra) => Object.keys(extra).length <= EXTRA_FIELDS_MAX, { error: tooManyMessage(EXTRA_FIELDS_MAX) });

/** Tracking data: cleaned, never refused (see tracking.ts). */
function tracked<T>(clean: (value: unknown) => T | undefined) {
  return z.unknown().transform(clean).optional();
}

/** A flag with a default for when the browser sends none. */
function flag(byDefault: boolean) {
  return z.preprocess((value) => (value === undefined || value === null ? byDefault : value), checkboxSchema);
}

function leadShape(rules: LeadRules, status: LeadStatus, required: ReadonlySet<LeadField>) {
  const field = <O>(name: LeadField, schema: z.ZodType<O>) => fieldFor(schema, required.has(name) ? 'required' : 'optional');
  return {
    // Person.
    name: field('name', fullNameSchema),
    first_name: field('first_name', firstNameSchema),
    middle_name: middleNameSchema,
    last_name: field('last_name', lastNameSchema),
    email: field('email', emailSchema),
    phone: field('phone', phoneSchema(rules)),
    postcode: field('postcode', postcodeSchema(rules.postcode)),
    // Lead tracking.
    category: field('category', slugSchema),
    subcategory: field('subcategory', shortTextSchema),
    lead_id: field('lead_id', leadIdSchema),
    lead_status: z.preprocess((value) => value ?? status, z.literal(status, { error: CHOICE_MESSAGE })),
    form_completed: flag(status === 'Complete'),
    skipped_steps: field('skipped_steps', stepListSchema),
    step_number: field('step_number', stepNumberSchema),
    has_files: flag(false),
    opt_in: flag(false),
    message: field('message', messageSchema),
    additional_services: field('additional_services', additionalServicesSchema),
    extra: field('extra', extraSchema),
    // Vehicle.
    car_id: field('car_id', idSchema),
    car_type: field('car_type', carTypeSchema),
    stock_number: field('stock_number', stockNumberSchema),
    make: field('make', shortTextSchema),
    model: field('model', shortTextSchema),
    manufacturer_slug: field('manufacturer_slug', slugSchema),
    // Site.
    dealership_slug: field('dealership_slug', slugSchema),
    location_id: field('location_id', idSchema),
    website_slug: field('website_slug', slugSchema),
    url: tracked(cleanUrl),
    source: z.preprocess((value) => value ?? DEFAULT_LEAD_SOURCE, requiredText(SOURCE_MAX_LENGTH)),
    user_agent: tracked(cleanUserAgent),
    visited_pages: tracked(cleanVisitedPages),
    linked_query_params: tracked(cleanQueryParams),
    anon_id: tracked(cleanVisitorId),
    session_id: tracked(cleanVisitorId),
  };
}

/** Errors of the body and lead objects themselves: missing, not an object, or carrying unknown keys. */
function objectError(issue: { code?: string; input?: unknown }): string {
  if (issue.code === 'unrecognized_keys') return UNKNOWN_FIELD_MESSAGE;
  return issue.input === undefined || issue.input === null ? REQUIRED_MESSAGE : INVALID_VALUE_MESSAGE;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * What the browser sends, made ready to check: check options gathered, a radio-option category
 * dropped (SPEC 5), the name repaired (SPEC 5), and a missing category taken from the car type (SPEC 4).
 */
export function prepareLead(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const lead = repairName(collectOptionValues(raw));
  const carType = lead.car_type;
  if (hasValue(lead.category) || typeof carType !== 'string' || !(CAR_TYPES as readonly string[]).includes(carType)) return lead;
  return { ...lead, category: categoryForCarType(carType) };
}

export type LeadSchemaOptions = {
  /** Fields this form requires, on top of what the status requires. */
  required?: readonly LeadField[];
};

function leadFields(rules: LeadRules, status: LeadStatus, required: ReadonlySet<LeadField>) {
  // Someone must be able to answer a finished lead; a form that needs both asks for both in `required`.
  const needsContact = status === 'Complete' && !required.has('email') && !required.has('phone');
  return z.preprocess(
    prepareLead,
    z.strictObject(leadShape(rules, status, required), { error: objectError }).superRefine(
      (lead, ctx) => {
        if (!needsContact || hasValue(lead.email) || hasValue(lead.phone)) return;
        for (const path of ['email', 'phone']) ctx.addIssue({ code: 'custom', path: [path], message: REQUIRED_MESSAGE, input: undefined });
      },
      // Runs beside other field errors too, so the shopper sees every message at once.
      { when: (payload) => isRecord(payload.value) },
    ),
  );
}

/** The fields of a complete lead (the `lead` object). */
export function leadFieldsSchema(rules: LeadRules, options: LeadSchemaOptions = {}) {
  return leadFields(rules, 'Complete', new Set([...COMPLETE_LEAD_REQUIRED, ...(options.required ?? [])]));
}

/**
 * The fields of an Incomplete multi-step send (SPEC 4): only the fields of the steps so far are
 * required, and only what they list; everything sent is still checked.
 */
function partialLeadFieldsSchema(rules: LeadRules, options: LeadSchemaOptions = {}) {
  return leadFields(rules, 'Incomplete', new Set(options.required ?? []));
}

/** The body of a complete lead send: `{ lead: {...} }`. */
export function leadSchema(rules: LeadRules, options: LeadSchemaOptions = {}) {
  return z.strictObject({ lead: leadFieldsSchema(rules, options) }, { error: objectError });
}

/** The body of an Incomplete multi-step send: `{ lead: {...} }` with lead_status 'Incomplete'. */
export function partialLeadSchema(rules: LeadRules, options: LeadSchemaOptions = {}) {
  return z.strictObject({ lead: partialLeadFieldsSchema(rules, options) }, { error: objectError });
}


/** The schema for a body as sent: a body marked Incomplete is a partial send, anything else must be complete. */
export function schemaForLeadBody(body: unknown, rules: LeadRules, options: LeadSchemaOptions = {}) {
  const status = isRecord(body) && isRecord(body.lead) ? body.lead.lead_status : undefined;
  return status === 'Incomplete' ? partialLeadSchema(rules, options) : leadSchema(rules, options);
}
