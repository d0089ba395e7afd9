import path from 'node:path';

/** Where this stack's test server writes the emails and texts it sends (OUTBOX_DIR, scripts/lib/test-stacks.ts). */
export const OUTBOX = path.resolve(process.env.OUTBOX_DIR ?? './data/outbox');
