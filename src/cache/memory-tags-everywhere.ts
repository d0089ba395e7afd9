import 'server-only';
import { listenToOtherProcesses, tellOtherProcesses } from '../lib/redis';
import { expireMemoryTags } from './memory-tagged';

/**
 * With several app processes (REDIS_URL, docs/scaling.md), an in-process cache (the search result
 * cache, src/cache/memory-tagged.ts) must forget a change in every process: otherwise another
 * process keeps the old result for its time to live, and may render a stored page from it right
 * after the page was expired, storing the old answer again. Expired tags are announced on a Redis
 * channel every process listens on, as site changes are (src/site/directory.ts).
 */
const CHANNEL = 'forecourt:memory-tags';
const LISTENING = Symbol.for('forecourt.memoryTagsListening');
const holder = globalThis as { [LISTENING]?: Promise<void> };

/** Resolves once this process hears other processes' expiries (at once without Redis); a cache waits for it before it keeps anything. */
export function hearExpiriesFromOtherProcesses(): Promise<void> {
  return (holder[LISTENING] ??= listen());
}

function listen(): Promise<void> {
  const expire = (message: string) => expireMemoryTags(JSON.parse(message) as string[]);
  return listenToOtherProcesses(CHANNEL, expire, 'expiries from other app processes are not heard; their changes show here when cached results age out');
}

/** Expires the tags in this process's in-memory caches and, through Redis, in every other process's. */
export async function expireMemoryTagsEverywhere(tags: readonly string[]): Promise<void> {
  expireMemoryTags(tags);
  await tellOtherProcesses(CHANNEL, JSON.stringify(tags), 'expired tags not announced to other app processes');
}
