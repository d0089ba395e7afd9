/**
 * A feed that cannot be read as a whole (wrong delimiter, truncated XML, not a JSON array): the
 * import stops and applies nothing. The message names the file and where in it.
 */
export class FeedFormatError extends Error {
  override name = 'FeedFormatError';
}
