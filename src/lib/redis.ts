import 'server-only';
import { createClient } from 'redis';
import { env } from '../env';
import { log } from './log';

export type Redis = ReturnType<typeof createClient>;

const KEY = Symbol.for('forecourt.redis');
const holder = globalThis as { [KEY]?: Promise<Redis> };
/** How long the first caller waits for the connection before going on without it. */
const FIRST_CONNECT_WAIT_MS = 2_000;

/**
 * This process's connection to REDIS_URL (null without it), for counters every app process shares.
 * The first call waits for the connection, so the first requests are counted like the rest; after
 * that, commands fail at once while the connection is down rather than queueing, so a caller can
 * fall back instead of holding a request.
 */
export async function redis(): Promise<Redis | null> {
  const url = env().REDIS_URL;
  if (!url) return null;
  holder[KEY] ??= (async () => {
    const client = createClient({ url, disableOfflineQueue: true, socket: { reconnectStrategy: (retries) => Math.min(retries * 100, 1_000) } });
    // One line when the connection is lost, not one per reconnection attempt.
    let reported = false;
    client.on('error', (error: unknown) => {
      if (!reported) log.warn({ err: error }, 'redis connection lost; rate limits count in this process until it answers');
      reported = true;
    });
    client.on('ready', () => (reported = false));
    const connected = client.connect().catch(() => undefined);
    await Promise.race([connected, new Promise((resolve) => setTimeout(resolve, FIRST_CONNECT_WAIT_MS))]);
    return client;
  })();
  return holder[KEY];
}

/**
 * Hears what other app processes announce on `channel` (a change every process must forget);
 * nothing to hear without REDIS_URL. `unheard` is logged when the subscription cannot be made.
 */
export async function listenToOtherProcesses(channel: string, onMessage: (message: string) => void, unheard: string): Promise<void> {
  const client = await redis();
  if (!client) return;
  const subscriber = client.duplicate();
  subscriber.on('error', () => undefined);
  try {
    await subscriber.connect();
    await subscriber.subscribe(ofThisDatabase(channel), onMessage);
  } catch (error) {
    log.warn({ err: error }, unheard);
  }
}

/** Announces `message` on `channel` to every app process listening; a failure is logged as `unsent`, never thrown. */
export async function tellOtherProcesses(channel: string, message: string, unsent: string): Promise<void> {
  const client = await redis();
  await client?.publish(ofThisDatabase(channel), message).catch((error: unknown) => log.warn({ err: error }, unsent));
}

/**
 * Redis hands a published message to every subscriber on the server, whichever database each
 * selected: the channel carries REDIS_URL's database number, so two installations sharing one
 * server on two databases (a staging and a live site, two test stacks) never expire each other's caches.
 */
function ofThisDatabase(channel: string): string {
  const database = new URL(env().REDIS_URL ?? 'redis://localhost').pathname.slice(1) || '0';
  return `${channel}@${database}`;
}
