import { leadRoutes } from '@/leads/handlers';

/** POST /mock/api/leads (docs/api.md) (mock store: never delivered). */
export const POST = leadRoutes(true).create;
