/**
 * Where staff preview a car on one of the sites that show it: the site's own name on the host the
 * console is reached on (`{site}.localhost:3000` beside `localhost:3000`; `{site}.sites.example`
 * beside `console.sites.example`), so the link works in the demo and behind PLATFORM_DOMAIN alike.
 */
export function carPreviewUrl(consoleOrigin: { protocol: 'http:' | 'https:'; host: string }, siteSlug: string, carSlug: string): string {
  const host = consoleOrigin.host.toLowerCase().replace(/^console\./, '');
  const port = /:(\d+)$/.exec(host)?.[1];
  const name = host.replace(/:\d+$/, '');
  // A bare address (127.0.0.1, [::1]) has no subdomains: sites answer under localhost there.
  const base = /^\d+\.\d+\.\d+\.\d+$/.test(name) || name.startsWith('[') ? 'localhost' : name;
  return `${consoleOrigin.protocol}//${siteSlug}.${base}${port ? `:${port}` : ''}/cars/${encodeURIComponent(carSlug)}`;
}
