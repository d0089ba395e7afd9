import { fetchText } from './first-visits';

const SETTLED_MS = 50;

/**
 * Waits until the server answers a small request quickly twice in a row. When autocannon stops,
 * the server is still rendering the requests it had queued (a search page's queue is seconds
 * long), and that work must not be counted against the next page measured.
 */
export async function settle(origin: string): Promise<void> {
  const deadline = performance.now() + 60_000;
  let quick = 0;
  while (quick < 2 && performance.now() < deadline) {
    const sent = performance.now();
    await fetchText(origin, 'localhost', '/api/v1/websites.json');
    quick = performance.now() - sent < SETTLED_MS ? quick + 1 : 0;
  }
}
