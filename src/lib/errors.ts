/** Errors with a meaning for the caller; each maps to one HTTP status in `statusOf`. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

export class ValidationError extends Error {
  override name = 'ValidationError';
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

/**
 * A request the client must change: its message is written for the client and safe to show.
 * Each subclass is one status.
 */
export class ClientError extends Error {
  override name = 'ClientError';
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 413 | 415 | 429,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export class ConflictError extends Error {
  override name = 'ConflictError';
}

/** The database cannot be used: locked by another process, unreachable, or at another schema version. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

export function statusOf(error: unknown): number {
  if (error instanceof NotFoundError) return 404;
  if (error instanceof ValidationError) return 422;
  if (error instanceof ClientError) return error.status;
  if (error instanceof ConflictError) return 409;
  if (error instanceof DatabaseUnavailableError) return 503;
  return 500;
}
