/**
 * Host header -> tenant. Pure: the proxy calls it on every request, so it must never throw and
 * must reject anything that could not be a real host before it reaches a cache key or a query.
 */

export type HostTarget = { kind: 'platform' } | { kind: 'console' } | { kind: 'site'; host: string } | { kind: 'invalid' };

const MAX_HOST_LENGTH = 253;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const ALL_DIGITS = /^[0-9]+$/;
const PORT = /^[0-9]{1,5}$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/;
const IPV4_TAIL = /^\d{1,3}(?:\.\d{1,3}){3}$/;
// Bracketed IPv6 literal (hex, colons, and an optional embedded IPv4 tail), then an optional port.
const IPV6_LITERAL = /^\[([0-9a-f:.]+)\](?::(.*))?$/;

/** Lower-cased, trimmed host with the port, one trailing dot and one leading `www.` removed; null when malformed. */
function normalise(raw: string): string | null {
  const value = raw.trim().toLowerCase();
  if (value === '') return null;

  const v6 = IPV6_LITERAL.exec(value);
  if (v6) {
    const [, address = '', port] = v6;
    if (!isIpv6(address) || (port !== undefined && !isPort(port))) return null;
    return `[${address}]`;
  }

  let host = value;
  const colon = host.indexOf(':');
  if (colon !== -1) {
    // A second colon outside brackets is a bare IPv6 address, which a Host header may not carry.
    if (host.indexOf(':', colon + 1) !== -1) return null;
    if (!isPort(host.slice(colon + 1))) return null;
    host = host.slice(0, colon);
  }
  if (host.endsWith('.')) host = host.slice(0, -1);
  if (host.startsWith('www.')) host = host.slice(4);
  return host === '' ? null : host;
}

function isPort(text: string): boolean {
  if (!PORT.test(text)) return false;
  const port = Number(text);
  return port >= 1 && port <= 65535;
}

function isIpv6(address: string): boolean {
  const halves = address.split('::');
  if (halves.length > 2) return false;
  const groups = halves.map((half) => (half === '' ? [] : half.split(':')));
  const all = groups.flat();
  const last = all[all.length - 1];
  // An embedded IPv4 tail (`::ffff:10.0.0.1`) fills two 16-bit groups and may only come last.
  const hasV4Tail = last !== undefined && IPV4_TAIL.test(last);
  const hex = hasV4Tail ? all.slice(0, -1) : all;
  if (!hex.every((group) => HEX_GROUP.test(group))) return false;
  const width = hex.length + (hasV4Tail ? 2 : 0);
  return halves.length === 2 ? width < 8 : width === 8;
}

/**
 * A DNS name of letter-digit-hyphen labels. An all-numeric last label is refused: no top-level
 * domain is numeric, so such a host is an IPv4 address, which is only ever the platform itself.
 */
function isDnsName(host: string): boolean {
  if (host.length > MAX_HOST_LENGTH) return false;
  const labels = host.split('.');
  const last = labels[labels.length - 1] ?? '';
  return labels.every((label) => LABEL.test(label)) && !ALL_DIGITS.test(last);
}

/** The dealer console's own host, `console.{PLATFORM_DOMAIN}`, when the platform has a domain (issue 28). */
export function consoleHostOf(platformDomain: string | undefined): string | null {
  const domain = platformDomain?.trim().toLowerCase().replace(/\.$/, '');
  return domain ? `console.${domain}` : null;
}

export function parseHost(rawHost: string | null | undefined, platformHosts: readonly string[], consoleHost: string | null = null): HostTarget {
  if (typeof rawHost !== 'string') return { kind: 'invalid' };
  const host = normalise(rawHost);
  if (host === null) return { kind: 'invalid' };
  if (consoleHost !== null && host === consoleHost) return { kind: 'console' };

  for (const entry of platformHosts) {
    if (normalise(bracketBareIpv6(entry)) === host) return { kind: 'platform' };
  }
  return isDnsName(host) ? { kind: 'site', host } : { kind: 'invalid' };
}

// Operators may list the loopback as `::1`; the header always carries it bracketed.
function bracketBareIpv6(entry: string): string {
  const trimmed = entry.trim();
  return trimmed.includes('::') && !trimmed.startsWith('[') ? `[${trimmed}]` : trimmed;
}

const DEV_DOMAIN = 'localhost';

/**
 * The site slug when the host is one label under the platform's own domain (or `localhost` in
 * development): `harbour-toyota.localhost` -> `harbour-toyota`. Custom domains and deeper
 * subdomains give null, so the caller looks them up by domain instead.
 */
export function slugFromHost(host: string, platformDomain?: string): string | null {
  const name = host.trim().toLowerCase();
  const domains = [DEV_DOMAIN];
  if (platformDomain) {
    const domain = platformDomain.trim().toLowerCase().replace(/\.$/, '');
    if (domain !== '') domains.push(domain);
  }
  for (const domain of domains) {
    const suffix = `.${domain}`;
    if (!name.endsWith(suffix)) continue;
    const slug = name.slice(0, -suffix.length);
    if (LABEL.test(slug)) return slug;
  }
  return null;
}
