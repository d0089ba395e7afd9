import { z } from 'zod';
import { INVALID_VALUE_MESSAGE, REQUIRED_MESSAGE, tooLongMessage, tooManyMessage, UNKNOWN_FIELD_MESSAGE } from '../validation/messages';
import { cleanUrl } from '../validation/tracking';
import { isVisitorId } from './ids';

/**
 * A SPEC 7 analytics event as the browser posts it to `POST /api/events`: event, url, category,
 * lead_id, anon_id, session_id, error_message and event_properties (car and device details).
 * website_slug is not taken from the browser: the server sets it from the site that answers.
 * Unknown keys are refused like the lead body's, so a misspelt key fails its first test.
 */
const EVENT_NAME_MAX_LENGTH = 64;
const EVENT_ERROR_MAX_LENGTH = 500;
export const EVENT_PROPERTIES_MAX = 30;
const EVENT_PROPERTY_KEY_MAX_LENGTH = 64;
const EVENT_PROPERTY_VALUE_MAX_LENGTH = 500;
/** A whole event body; the route reads no more than this. */
export const EVENT_BODY_MAX_BYTES = 16_384;

const visitorIdSchema = z.string({ error: INVALID_VALUE_MESSAGE }).refine(isVisitorId, { error: INVALID_VALUE_MESSAGE });

const propertyValue = z.union(
  [z.string().max(EVENT_PROPERTY_VALUE_MAX_LENGTH, { error: tooLongMessage(EVENT_PROPERTY_VALUE_MAX_LENGTH) }), z.number().finite(), z.boolean(), z.null()],
  { error: INVALID_VALUE_MESSAGE },
);

export const analyticsEventSchema = z.strictObject(
  {
    event: z
      .string({ error: REQUIRED_MESSAGE })
      .max(EVENT_NAME_MAX_LENGTH, { error: tooLongMessage(EVENT_NAME_MAX_LENGTH) })
      .regex(/^[a-z][a-z0-9_]*$/, { error: INVALID_VALUE_MESSAGE }),
    url: z.unknown().transform(cleanUrl).pipe(z.string({ error: INVALID_VALUE_MESSAGE })),
    category: z
      .string({ error: INVALID_VALUE_MESSAGE })
      .max(100, { error: tooLongMessage(100) })
      .regex(/^[a-z0-9][a-z0-9-]*$/, { error: INVALID_VALUE_MESSAGE })
      .nullish(),
    lead_id: z.uuid({ error: INVALID_VALUE_MESSAGE }).nullish(),
    anon_id: visitorIdSchema.nullish(),
    session_id: visitorIdSchema.nullish(),
    error_message: z.string({ error: INVALID_VALUE_MESSAGE }).max(EVENT_ERROR_MAX_LENGTH, { error: tooLongMessage(EVENT_ERROR_MAX_LENGTH) }).nullish(),
    event_properties: z
      .record(z.string().max(EVENT_PROPERTY_KEY_MAX_LENGTH).regex(/^[a-z][a-z0-9_]*$/), propertyValue, { error: INVALID_VALUE_MESSAGE })
      .refine((properties) => Object.keys(properties).length <= EVENT_PROPERTIES_MAX, { error: tooManyMessage(EVENT_PROPERTIES_MAX) })
      .default({}),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? UNKNOWN_FIELD_MESSAGE : INVALID_VALUE_MESSAGE) },
);

export type AnalyticsEventInput = z.output<typeof analyticsEventSchema>;

/** The SPEC 7 payload sent to the site's events endpoint. */
export type AnalyticsEventPayload = {
  event: string;
  website_slug: string;
  url: string;
  category: string | null;
  lead_id: string | null;
  anon_id: string | null;
  session_id: string | null;
  error_message: string | null;
  event_properties: Record<string, string | number | boolean | null>;
};

/**
 * The payload to deliver: the browser's event with the site's own slug, and the visitor ids of
 * the request's cookies where the body carried none (a script that ran before the ids were set).
 */
export function eventPayload(input: AnalyticsEventInput, websiteSlug: string, cookieIds: { anonId: string | null; sessionId: string | null }): AnalyticsEventPayload {
  return {
    event: input.event,
    website_slug: websiteSlug,
    url: input.url,
    category: input.category ?? null,
    lead_id: input.lead_id ?? null,
    anon_id: input.anon_id ?? cookieIds.anonId,
    session_id: input.session_id ?? cookieIds.sessionId,
    error_message: input.error_message ?? null,
    event_properties: input.event_properties,
  };
}
