import 'server-only';
import { ClientError } from '../lib/errors';
import { mediaType, readCapped, tooLarge } from '../lib/request-body';
import type { LeadFileInsert } from '../db/queries/leads';
import {
  FILE_MAX_BYTES,
  FILES_MAX_COUNT,
  FILES_TOTAL_MAX_BYTES,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  MULTIPART_OVERHEAD_BYTES,
} from './limits';
import { sniffFileType } from './sniff';
import { safeFileName } from '../domain/file-name';

/**
 * Reading lead requests beyond plain JSON (src/lib/request-body.ts): multipart leads with their
 * files, and the idempotency key.
 */

/** `lead[first_name]` -> first_name; `lead[visited_pages][]` -> visited_pages (a list). */
const LEAD_KEY = /^lead\[([A-Za-z0-9_]+)\](\[\])?$/;
/** Fields multipart can only carry as text: objects travel as JSON. */
const JSON_FIELDS = new Set(['extra', 'linked_query_params']);

function fieldValue(key: string, value: string): unknown {
  if (!JSON_FIELDS.has(key)) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    // Left as text: the schema answers 422 on that field.
    return value;
  }
}

export type MultipartLead = { body: unknown; files: LeadFileInsert[] };

/**
 * A multipart lead: the lead either as one `lead` part holding JSON or as `lead[field]` parts,
 * and any number of file parts (any field name). Each file's type is taken from its bytes.
 */
export async function readMultipartLead(request: Request): Promise<MultipartLead> {
  if (mediaType(request) !== 'multipart/form-data') throw new ClientError('Send files as multipart/form-data.', 415);
  const bytes = await readCapped(request, FILES_TOTAL_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, 'The upload');
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw new ClientError('The multipart body could not be read.', 400);
  }

  // Keys are the client's (`lead[__proto__]`), so the record has no prototype to reach.
  const lead = Object.create(null) as Record<string, unknown>;
  let wholeLead: unknown;
  const files: LeadFileInsert[] = [];
  let total = 0;
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') {
      if (value.size === 0 && value.name === '') continue;
      if (files.length >= FILES_MAX_COUNT) throw new ClientError(`At most ${FILES_MAX_COUNT} files can be sent.`, 413);
      if (value.size > FILE_MAX_BYTES) throw tooLarge(`The file ${JSON.stringify(value.name)}`);
      total += value.size;
      if (total > FILES_TOTAL_MAX_BYTES) throw tooLarge('The upload');
      const data = Buffer.from(await value.arrayBuffer());
      const contentType = sniffFileType(data);
      if (!contentType) throw new ClientError(`The file ${JSON.stringify(value.name)} is not a photo (JPEG, PNG, GIF, WebP, HEIC) or a PDF.`, 415);
      files.push({ name: safeFileName(value.name), contentType, size: data.byteLength, data });
      continue;
    }
    if (name === 'lead') {
      try {
        wholeLead = JSON.parse(value) as unknown;
      } catch {
        throw new ClientError('The lead part is not valid JSON.', 400);
      }
      continue;
    }
    const match = LEAD_KEY.exec(name);
    const key = match?.[1] ?? name;
    if (match?.[2]) {
      const list = Array.isArray(lead[key]) ? (lead[key] as unknown[]) : [];
      lead[key] = [...list, value];
    } else {
      lead[key] = fieldValue(key, value);
    }
  }
  return { body: { lead: wholeLead ?? lead }, files };
}

export function idempotencyKey(request: Request): string | null {
  const key = request.headers.get('idempotency-key');
  if (key === null) return null;
  if (key.trim() === '' || key.length > IDEMPOTENCY_KEY_MAX_LENGTH || !/^[\x21-\x7e]+$/.test(key)) {
    throw new ClientError(`Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} printable characters.`, 400);
  }
  return key;
}
