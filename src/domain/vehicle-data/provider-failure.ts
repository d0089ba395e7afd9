/**
 * Why a data provider could not answer, in our words only: a provider's own error text may name
 * its internals or echo a key, so it never travels past the adapter.
 */
export type ProviderFailureReason = 'timeout' | 'busy' | 'unavailable' | 'malformed';

export class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable';
  constructor(readonly reason: ProviderFailureReason) {
    super(`vehicle data provider ${reason}`);
  }
}

/** What the shopper is told: the form falls back to typing the details in. */
export const PROVIDER_DOWN_MESSAGE = "We can't look cars up right now. Please type your car's details in.";
export const NOT_FOUND_MESSAGE = "We couldn't find that car. Check the rego and state, or type your car's details in.";
