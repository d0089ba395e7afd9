/**
 * The hosts feed photos may come from: the platform-wide IMAGE_REMOTE_HOSTS setting and each
 * dealership's own `photoHosts` (its site file; docs/decisions/034-dealer-photo-hosts.md). An entry is
 * a host name, optionally prefixed by `http://` (https is assumed) and `*.` (one label) or `**.`
 * (any depth) for subdomains: `cdn.example.com`, `**.dealerphotos.net`. Photos elsewhere are not
 * fetched for anyone who asks.
 */
export type RemotePattern = { protocol: 'http' | 'https'; hostname: string; pathname: string };

const HOST = /^(\*\*?\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/;

/** One entry as a pattern; the error names the entry and the fix, prefixed by `label` (the setting's name). */
export function photoHostPattern(raw: string, label = 'IMAGE_REMOTE_HOSTS'): RemotePattern {
  const entry = raw.trim().toLowerCase();
  const protocol = entry.startsWith('http://') ? 'http' : 'https';
  const hostname = entry.replace(/^https?:\/\//, '').replace(/\/.*$/, '');
  const port = /^(.*):\d*$/.exec(hostname);
  if (port) throw new Error(`${label}: "${entry}": ports are not allowed; write ${port[1]}`);
  if (!HOST.test(hostname)) throw new Error(`${label}: "${entry}" is not a host name; write a name such as cdn.example.com or **.example.com`);
  return { protocol, hostname, pathname: '/**' };
}

/** The IMAGE_REMOTE_HOSTS setting (comma-separated) as patterns. */
export function imageRemotePatterns(setting: string | undefined): RemotePattern[] {
  if (!setting) return [];
  return setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => photoHostPattern(entry));
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

function hostMatches(pattern: string, host: string): boolean {
  if (pattern.startsWith('**.')) return host.endsWith(pattern.slice(2)) && host.length > pattern.length - 2;
  if (pattern.startsWith('*.')) {
    const suffix = pattern.slice(1);
    return host.endsWith(suffix) && !host.slice(0, -suffix.length).includes('.') && host.length > suffix.length;
  }
  return host === pattern;
}

/**
 * Whether a photo URL may be fetched: its scheme is the pattern's, it names a host (never an IP
 * address, which a wildcard could not have meant), carries no port or user name, and its host is
 * one the patterns allow.
 */
export function photoSourceAllowed(source: string, patterns: readonly RemotePattern[]): boolean {
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return false;
  }
  if (url.username || url.password || url.port || url.hash) return false;
  const host = url.hostname.toLowerCase();
  if (IPV4.test(host) || host.includes(':') || host.startsWith('[')) return false;
  const protocol = url.protocol.slice(0, -1);
  return patterns.some((p) => p.protocol === protocol && hostMatches(p.hostname, host));
}
