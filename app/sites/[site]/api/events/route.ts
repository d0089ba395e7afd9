import { postEvent } from '@/analytics/handlers';

/** POST /api/events: SPEC 7 analytics events, queued for the site's endpoint (docs/visitor-identity.md). */
export const POST = postEvent;
