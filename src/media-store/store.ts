/**
 * Where uploaded files (car photos) are kept: one interface, a local directory by default and an
 * S3-compatible bucket when configured (src/media-store/select.ts). Keys are relative paths made by
 * the photo rules (`photos/{id}/{width}.{ext}`), never by a user; each store refuses anything else.
 */
export type StoredFile = { body: Buffer; contentType: string };

export interface MediaStore {
  /** Short name for logs and health output: 'local' or 's3'. */
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under the key. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the files; keys that are already gone are not an error. */
  delete(keys: readonly string[]): Promise<void>;
}

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

/** A key is lower-case path segments with no empty, dot or dot-dot segment, so it stays inside the store. */
export function assertMediaKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((segment) => segment === '.' || segment === '..' || segment.includes('..'))) {
    throw new Error(`not a media key: ${JSON.stringify(key)}`);
  }
}
