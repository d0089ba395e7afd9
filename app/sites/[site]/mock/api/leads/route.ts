import { leadRoutes } from '@/leads/routes';

/** POST /mock/api/leads (docs/api.md) (mock store: never delivered). */
export const POST = leadRoutes(true).create;
