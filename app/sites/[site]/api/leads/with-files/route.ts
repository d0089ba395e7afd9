import { leadRoutes } from '@/leads/handlers';

/** POST /api/leads/with-files (docs/api.md). */
export const POST = leadRoutes(false).createWithFiles;
