import fs from 'node:fs';
import path from 'node:path';
import { createClient } from 'redis';
import { storedPagesKeyPrefix } from '../../src/cache/stored-pages-redis.mjs';

/**
 * A database just seeded was empty, so whatever this build stored in Redis was rendered from
 * another database (a test run's, one dropped and made again): drop this build's keys. Every
 * other start keeps them (docs/scaling.md). Nothing to do before the first build.
 */
export async function forgetStoredPagesOfBuild(root: string, redisUrl: string): Promise<void> {
  const buildIdFile = path.join(root, '.next/BUILD_ID');
  if (!fs.existsSync(buildIdFile)) return;
  const prefix = storedPagesKeyPrefix(fs.readFileSync(buildIdFile, 'utf8').trim());
  // One try: a Redis that is down costs speed, not the start (the app processes reconnect by themselves).
  const client = createClient({ url: redisUrl, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 1_000 })) {
      if (keys.length > 0) await client.unlink(keys);
    }
  } catch (error) {
    console.warn(`[db] could not drop this build's stored pages in Redis (${error instanceof Error ? error.message : String(error)}); they expire by themselves`);
  } finally {
    if (client.isOpen) client.destroy();
  }
}
