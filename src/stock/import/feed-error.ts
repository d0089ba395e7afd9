import { ValidationError } from '../../lib/errors';

/**
 * A feed that cannot be read as a whole (wrong delimiter, truncated XML, not a JSON array): the
 * import stops and applies nothing. The message names the file and where in it. Over HTTP it is
 * a 422 like any other invalid input.
 */
export class FeedFormatError extends ValidationError {
  override name = 'FeedFormatError';
}
