import pino, { type LoggerOptions } from 'pino';

/**
 * What the logger keeps out of its lines: the personal data a shopper sends (a lead's email, phone
 * and message) and the values of a failed query, which are a row's data. A failed query's error
 * (drizzle's DrizzleQueryError) carries its values three times: as `params`, in its message
 * (`Failed query: ...\nparams: ...`) and in its stack's first line, so its serialiser keeps the
 * statement and drops the values; the database's own `detail` ("Key (email)=(...) already exists")
 * is censored like the rest.
 */
export const CENSOR = '[redacted]';

const PERSONAL_FIELDS = ['email', 'phone', 'message', 'first_name', 'last_name', 'firstName', 'lastName', 'postcode'];

const REDACT_PATHS = [
  'err.params',
  'err.detail',
  'err.cause.params',
  'err.cause.detail',
  ...PERSONAL_FIELDS.flatMap((field) => [field, `lead.${field}`, `row.${field}`]),
  // Anywhere one level down, for the two that name nobody else's field; a wildcard `message` would
  // censor every error's own message.
  '*.email',
  '*.phone',
];

const VALUES_LINE = /\nparams: [\s\S]*$/;

type SerializedError = Omit<ReturnType<typeof pino.stdSerializers.err>, 'cause'> & { cause?: unknown };

function withoutValues(serialized: SerializedError): SerializedError {
  const message = serialized.message.replace(VALUES_LINE, '');
  if (message === serialized.message) return serialized;
  // The stack's first line repeats the message; the call frames after it stay.
  const stack = serialized.stack.includes(serialized.message) ? serialized.stack.replace(serialized.message, () => message) : message;
  return { ...serialized, message, stack };
}

function isSerializedError(value: unknown): value is SerializedError {
  return typeof value === 'object' && value !== null && 'message' in value && 'stack' in value && typeof value.message === 'string' && typeof value.stack === 'string';
}

// Callers also log `err` as a plain message string: that passes through as it is.
function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized: SerializedError = withoutValues(pino.stdSerializers.err(error));
  return isSerializedError(serialized.cause) ? { ...serialized, cause: withoutValues(serialized.cause) } : serialized;
}

export const redaction: Pick<LoggerOptions, 'redact' | 'serializers'> = {
  redact: { paths: REDACT_PATHS, censor: CENSOR },
  serializers: { err: serializeError },
};
