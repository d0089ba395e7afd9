import { leadRoutes } from '@/leads/handlers';

/** PUT /api/leads/{lead_id} (docs/api.md). */
export const PUT = leadRoutes(false).update;
