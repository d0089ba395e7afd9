import { z } from 'zod';
import { leadBookingSchema } from './dealer-bookings';

/**
 * The dealer API's lead listing (docs/dealer-api.md): pages of a dealership's completed leads in
 * the order they were completed, continued with a cursor. A cursor names the last lead of a page
 * by its completion time (to the microsecond, as the database keeps it) and id, which breaks ties.
 */

const LEAD_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;

export type LeadCursor = { completedAt: string; id: number };

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeLeadCursor(cursor: LeadCursor): string {
  return Buffer.from(`${cursor.completedAt}|${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeLeadCursor(value: string): LeadCursor | null {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(value)) return null;
  const [time, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || time === undefined || id === undefined || !CURSOR_TIME.test(time) || !/^[1-9]\d{0,9}$/.test(id)) return null;
  const n = Number(id);
  return Number.isSafeInteger(n) && n <= 2_147_483_647 && !Number.isNaN(Date.parse(time)) ? { completedAt: time, id: n } : null;
}

/** Where a page starts: after a cursor, after a moment, or at the beginning. */
type LeadPageStart = { after: 'cursor'; cursor: LeadCursor } | { after: 'time'; time: Date } | { after: 'start' };

const SINCE_MESSAGE = "Since must be a page's next_cursor or an ISO 8601 date-time with a time zone.";
const isoDateTime = z.iso.datetime({ offset: true });

export const leadListQuerySchema = z
  .strictObject(
    {
      since: z
        .string()
        .refine((value) => isoDateTime.safeParse(value).success || decodeLeadCursor(value) !== null, SINCE_MESSAGE)
        .optional()
        .meta({ description: "A page's next_cursor, or an ISO 8601 date-time: leads completed after it. Without it the list starts at the oldest lead." }),
      limit: z
        .string()
        .regex(/^\d{1,3}$/, `Limit must be a whole number from 1 to ${LEAD_PAGE.maxLimit}.`)
        .refine((value) => Number(value) >= 1 && Number(value) <= LEAD_PAGE.maxLimit, `Limit must be a whole number from 1 to ${LEAD_PAGE.maxLimit}.`)
        .optional()
        .meta({ description: `Leads per page, 1 to ${LEAD_PAGE.maxLimit} (default ${LEAD_PAGE.defaultLimit}).` }),
      acknowledged: z
        .enum(['true', 'false'], { error: 'Acknowledged must be true or false.' })
        .optional()
        .meta({ description: 'Only leads acknowledged (true) or not yet acknowledged (false).' }),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'This parameter is not known.' : 'Invalid query.') },
  );

export type LeadListQuery = { start: LeadPageStart; limit: number; acknowledged: boolean | null };

export function toLeadListQuery(query: z.output<typeof leadListQuerySchema>): LeadListQuery {
  const cursor = query.since === undefined ? null : decodeLeadCursor(query.since);
  const start: LeadPageStart =
    query.since === undefined ? { after: 'start' } : cursor ? { after: 'cursor', cursor } : { after: 'time', time: new Date(query.since) };
  return {
    start,
    limit: query.limit === undefined ? LEAD_PAGE.defaultLimit : Number(query.limit),
    acknowledged: query.acknowledged === undefined ? null : query.acknowledged === 'true',
  };
}

export const leadIdSchema = z.uuid('A lead id is a UUID.').meta({ description: 'The public lead id (lead_id).', example: '92fdb0f7-deeb-4dc3-83ba-289cf01ba455' });

const nullableText = z.string().nullable();

/** A lead as the dealer API answers it: the SPEC 3 Lead fields of the JSON webhook, plus its state. */
export const dealerLeadSchema = z
  .object({
    lead_id: z.uuid(),
    lead_status: z.literal('Complete'),
    created_at: z.iso.datetime(),
    completed_at: z.iso.datetime(),
    acknowledged_at: z.iso.datetime().nullable(),
    category: z.string(),
    subcategory: nullableText,
    name: nullableText,
    first_name: nullableText,
    middle_name: nullableText,
    last_name: nullableText,
    email: nullableText,
    phone: nullableText,
    postcode: nullableText,
    message: nullableText,
    opt_in: z.boolean(),
    car_id: z.number().int().nullable(),
    car_type: nullableText,
    stock_number: nullableText,
    make: nullableText,
    model: nullableText,
    year: z.number().int().nullable(),
    vin: nullableText,
    website_slug: z.string(),
    dealership_slug: nullableText,
    dealership_name: nullableText,
    location_id: z.number().int().nullable(),
    location_name: nullableText,
    url: nullableText,
    source: z.string(),
    user_agent: nullableText,
    visited_pages: z.array(z.string()),
    linked_query_params: z.record(z.string(), z.string()),
    anon_id: nullableText.meta({ description: "The visitor's generated device id (a UUID), the same on every lead and analytics event from that browser." }),
    session_id: nullableText.meta({ description: "The visitor's session id (a UUID), renewed after 30 minutes without a page view." }),
    extra: z.record(z.string(), z.unknown()).meta({ description: 'Form answers that are not Lead fields (trade-in details, service interval, ...).' }),
    files: z.array(z.object({ name: z.string(), contentType: z.string(), size: z.number().int() })),
    booking: leadBookingSchema.nullable().meta({ description: 'The slot a test-drive or service lead holds; null for a request without one.' }),
  })
  .meta({ id: 'DealerLead' });

export const leadPageSchema = z
  .object({
    leads: z.array(dealerLeadSchema),
    next_cursor: z.string().nullable().meta({ description: 'Pass as `since` for the next page. An empty page repeats the `since` it was given (null without one).' }),
    has_more: z.boolean().meta({ description: 'Whether more leads follow this page now.' }),
  })
  .meta({ id: 'LeadPage' });

export type DealerLeadJson = z.output<typeof dealerLeadSchema>;
