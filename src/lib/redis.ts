import 'server-only';
import { createClient } from 'redis';
import { env } from '../env';
import { log } from './log';

export type Redis = ReturnType<typeof createClient>;

const KEY = Symbol.for('forecourt.redis');
const holder = globalThis as { [KEY]?: Redis };

/**
 * This process's connection to REDIS_URL (null without it), for counters every app process shares.
 * Commands fail at once while the connection is down rather than queueing, so a caller can fall
 * back instead of holding a request.
 */
export function redis(): Redis | null {
  const url = env().REDIS_URL;
  if (!url) return null;
  if (!holder[KEY]) {
    const client = createClient({ url, disableOfflineQueue: true, socket: { reconnectStrategy: (retries) => Math.min(retries * 100, 1_000) } });
    client.on('error', (error: unknown) => log.warn({ err: error }, 'redis connection'));
    client.connect().catch(() => undefined);
    holder[KEY] = client;
  }
  return holder[KEY];
}
