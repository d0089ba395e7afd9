import { leadRoutes } from '@/leads/handlers';

/** POST /api/leads (docs/api.md). */
export const POST = leadRoutes(false).create;
