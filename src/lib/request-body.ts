import 'server-only';
import { ClientError } from './errors';

/**
 * Reading request bodies: size caps before parsing (413), the declared content type (415), bodies
 * that do not parse (400). Every refusal is a ClientError with a message fit for the client.
 */

export function tooLarge(what: string): ClientError {
  return new ClientError(`${what} is too large.`, 413);
}

/** The body, read no further than `limit` bytes: a larger one is refused without being buffered whole. */
export async function readCapped(request: Request, limit: number, what: string): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(what);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(what);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export async function readJsonBody(request: Request, what: string, limit: number): Promise<unknown> {
  const type = mediaType(request);
  if (type !== 'application/json' && !type.endsWith('+json')) throw new ClientError(`Send ${what} as application/json.`, 415);
  const bytes = await readCapped(request, limit, 'The request body');
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    throw new ClientError('The request body is not valid JSON.', 400);
  }
}

