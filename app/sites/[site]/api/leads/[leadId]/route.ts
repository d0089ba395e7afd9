import { leadRoutes } from '@/leads/routes';

/** PUT /api/leads/{lead_id} (docs/api.md). */
export const PUT = leadRoutes(false).update;
