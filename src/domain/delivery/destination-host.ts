/**
 * Which host a lead destination's target must reach, for the console's check on save (issue 31):
 * an email's domain, a webhook's or SMS gateway's host name. Null when there is nothing to look up
 * (the SMS outbox, this machine).
 */
const LOCAL = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function destinationHost(kind: string, target: string): string | null {
  if (kind === 'email') {
    const domain = target.slice(target.lastIndexOf('@') + 1).trim().toLowerCase();
    return domain && !LOCAL.has(domain) ? domain : null;
  }
  if (!URL.canParse(target)) return null;
  const host = new URL(target).hostname.toLowerCase();
  return LOCAL.has(host) ? null : host;
}

/** What a look-up found: 'missing' only when the name surely does not exist; 'unknown' when it could not be checked. */
export type HostCheck = 'found' | 'missing' | 'unknown';

export function hostMessage(kind: string, host: string): string {
  return kind === 'email'
    ? `No mail server is known for ${host}: check the spelling of the address.`
    : `No server is known by the name ${host}: check the spelling of the address.`;
}
