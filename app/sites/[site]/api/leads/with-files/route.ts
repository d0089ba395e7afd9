import { leadRoutes } from '@/leads/routes';

/** POST /api/leads/with-files (docs/api.md). */
export const POST = leadRoutes(false).createWithFiles;
