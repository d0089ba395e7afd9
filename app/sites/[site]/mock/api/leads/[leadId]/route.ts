import { leadRoutes } from '@/leads/handlers';

/** PUT /mock/api/leads/{lead_id} (docs/api.md) (mock store: never delivered). */
export const PUT = leadRoutes(true).update;
