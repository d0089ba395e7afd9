import 'server-only';
import type { z } from 'zod';
import { ProviderUnavailable, type ProviderFailureReason } from '../domain/vehicle-data/provider-failure';

/** One HTTP provider as a site configures it, with its key already read from server configuration. */
export type HttpProviderTarget = { baseUrl: string; key: string | null; timeoutMs: number };

/** Where an adapter reports a failed call: the reason and the provider's host, nothing it said. */
export type FailureLog = (entry: { provider: string; reason: ProviderFailureReason; status?: number }) => void;

type Call = { method: 'GET' | 'POST'; path: string; body?: unknown };

function reasonFor(status: number): ProviderFailureReason {
  return status === 429 ? 'busy' : 'unavailable';
}

/**
 * Calls a provider and reads its JSON answer with `schema`. A 404 is an answer (null: the provider
 * knows no such thing); a timeout, 429, any other failure status, or an answer that is not the
 * promised shape throws ProviderUnavailable with our own reason. The provider's body is never
 * read on a failure, so its error text cannot reach a browser or a log line.
 */
export async function callProvider<T>(target: HttpProviderTarget, call: Call, schema: z.ZodType<T>, logFailure: FailureLog): Promise<T | null> {
  const url = new URL(call.path.replace(/^\//, ''), target.baseUrl.endsWith('/') ? target.baseUrl : `${target.baseUrl}/`);
  const provider = url.host;
  const fail = (reason: ProviderFailureReason, status?: number): never => {
    logFailure({ provider, reason, ...(status === undefined ? {} : { status }) });
    throw new ProviderUnavailable(reason);
  };
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method,
      headers: {
        accept: 'application/json',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(target.key ? { authorization: `Bearer ${target.key}` } : {}),
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(target.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    return fail(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unavailable');
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) {
    await response.body?.cancel();
    return fail(reasonFor(response.status), response.status);
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    return fail(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'malformed');
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : fail('malformed');
}
