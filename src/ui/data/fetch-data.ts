/**
 * SPEC 7's fetch helper for the data a page reads after it has loaded (saved cars, live counts,
 * suggestions): a GET that tries again up to twice on a non-OK answer or a failed connection, then
 * logs 'Unable to fetch data' and answers false. An aborted fetch (the shopper moved on) is
 * neither retried nor logged: it rejects as fetch does, so callers can tell it from a failure.
 */
export const FETCH_DATA_RETRIES = 2;
const RETRY_PAUSE_MS = 250;

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

export async function fetchData(url: string, signal?: AbortSignal): Promise<unknown> {
  let last = '';
  for (let attempt = 0; attempt <= FETCH_DATA_RETRIES; attempt++) {
    if (attempt > 0) await pause(RETRY_PAUSE_MS * attempt, signal);
    try {
      const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
      if (response.ok) return (await response.json()) as unknown;
      last = `answered ${response.status}`;
    } catch (error) {
      if (signal?.aborted) throw error;
      last = error instanceof Error ? error.message : String(error);
    }
  }
  console.error('Unable to fetch data', { url, tries: FETCH_DATA_RETRIES + 1, last });
  return false;
}
