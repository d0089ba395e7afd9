/** Request size limits of the lead API (docs/api.md). */
export const JSON_BODY_MAX_BYTES = 64 * 1024;
export const FILE_MAX_BYTES = 10 * 1024 * 1024;
export const FILES_TOTAL_MAX_BYTES = 24 * 1024 * 1024;
export const FILES_MAX_COUNT = 10;
/** Multipart framing and the text fields on top of the files. */
export const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
