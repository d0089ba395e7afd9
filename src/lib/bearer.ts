import { createHash, timingSafeEqual } from 'node:crypto';

/** The token of an `Authorization: Bearer {token}` header, or '' when there is none. */
export function sentBearer(request: Request): string {
  return /^Bearer ([\x21-\x7E]+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Hashes are compared so the check takes the same time whatever the token's length. */
export function bearerMatches(sent: string, token: string | undefined): boolean {
  return Boolean(token) && timingSafeEqual(digest(sent), digest(token ?? ''));
}
