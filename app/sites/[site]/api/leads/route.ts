import { leadRoutes } from '@/leads/routes';

/** POST /api/leads (docs/api.md). */
export const POST = leadRoutes(false).create;
