/**
 * The image hosts next/image may fetch from (`images.remotePatterns`), from the
 * IMAGE_REMOTE_HOSTS setting: a comma-separated list of host names, each optionally prefixed by
 * `http://` (https is assumed) and `*.` or `**.` for subdomains, e.g. `cdn.example.com,**.dealerphotos.net`.
 * Stock feeds record photo URLs as given; a photo on a host not listed here answers 400 from
 * /_next/image instead of being fetched for anyone who asks.
 */
export type RemotePattern = { protocol: 'http' | 'https'; hostname: string; pathname: string };

const HOST = /^(\*\*?\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/;

export function imageRemotePatterns(setting: string | undefined): RemotePattern[] {
  if (!setting) return [];
  return setting
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .map((entry) => {
      const protocol = entry.startsWith('http://') ? 'http' : 'https';
      const hostname = entry.replace(/^https?:\/\//, '').replace(/\/.*$/, '');
      const port = /^(.*):\d*$/.exec(hostname);
      if (port) throw new Error(`IMAGE_REMOTE_HOSTS: "${entry}": ports are not allowed; write ${port[1]}`);
      if (!HOST.test(hostname)) throw new Error(`IMAGE_REMOTE_HOSTS: "${entry}" is not a host name; write a name such as cdn.example.com or **.example.com`);
      return { protocol, hostname, pathname: '/**' };
    });
}
