/**
 * The address a request came from, worked out once by the server in front of Next (scripts/serve.ts)
 * from the connecting peer and the trusted part of X-Forwarded-For, and handed on in a header the
 * server always overwrites, so a client cannot choose the address it is counted under.
 */
export const CLIENT_ADDRESS_HEADER = 'x-forecourt-client-address';

/**
 * `peer` is the socket's remote address; each trusted proxy appends the address it was reached
 * from to X-Forwarded-For, so with `trustedHops` proxies the client is the entry that many places
 * before the peer. Entries further left are whatever the client wrote and are never taken; with
 * fewer entries than hops (a request that bypassed a proxy) the leftmost one there is stands in.
 */
export function clientAddressFrom(peer: string | undefined, forwardedFor: string | undefined, trustedHops: number): string {
  const forwarded = trustedHops === 0 ? [] : (forwardedFor ?? '').split(',').map((part) => part.trim()).filter(Boolean);
  const chain = [...forwarded, peer ?? 'unknown'];
  return chain[Math.max(0, chain.length - 1 - trustedHops)] ?? 'unknown';
}

/** The address the server in front recorded; 'unknown' where there was none (`next dev`). */
export function requestClientAddress(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown';
}
