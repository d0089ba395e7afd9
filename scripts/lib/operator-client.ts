import { env } from '../../src/env';

/**
 * Calls to the running server's operator endpoints (app/platform/api/v1/operator/), with the
 * operator credential OPERATOR_TOKEN, on OPERATOR_URL (default http://localhost:{PORT}, a platform host).
 */
export function operatorUrl(): string {
  return env().OPERATOR_URL ?? `http://localhost:${env().PORT}`;
}

export class ServerUnreachableError extends Error {
  override name = 'ServerUnreachableError';
}

type Answer = { error?: string; errors?: Record<string, string[]> };

export async function operatorPost<T>(path: string, body: unknown): Promise<T> {
  const token = env().OPERATOR_TOKEN;
  const url = `${operatorUrl()}${path}`;
  if (!token) throw new Error(`OPERATOR_TOKEN is not set, so the server at ${operatorUrl()} cannot be asked to do this: set the same OPERATOR_TOKEN as the server's.`);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      // A large feed takes minutes; the server answers when the whole feed is applied.
      signal: AbortSignal.timeout(60 * 60 * 1000),
    });
  } catch (error) {
    throw new ServerUnreachableError(`No server answered at ${operatorUrl()} (${(error as Error).cause ?? (error as Error).message}).`);
  }
  const answer = (await response.json().catch(() => ({}))) as T & Answer;
  if (!response.ok) {
    const fields = Object.entries(answer.errors ?? {}).map(([key, messages]) => `${key}: ${messages.join(' ')}`);
    throw new Error([`The server at ${operatorUrl()} answered ${response.status}: ${answer.error ?? response.statusText}`, ...fields].join('\n  '));
  }
  return answer;
}
