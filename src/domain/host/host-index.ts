import { slugFromHost } from './host';

type ListedSite = { id: number; slug: string; hostnames: readonly string[] };

/**
 * Host -> site id, from the list of websites: a `{slug}.{domain}` host by its slug, any other by
 * the site's own hostnames. Pure, so the app's directory and the proxy resolve a host alike.
 */
export function hostIndex(listing: readonly ListedSite[], platformDomain?: string): (host: string) => number | null {
  const byHost = new Map<string, number>();
  const bySlug = new Map<string, number>();
  for (const w of listing) {
    bySlug.set(w.slug, w.id);
    for (const h of w.hostnames) byHost.set(h.toLowerCase().replace(/^www\./, ''), w.id);
  }
  return (host) => {
    const slug = slugFromHost(host, platformDomain);
    return (slug !== null ? bySlug.get(slug) : undefined) ?? byHost.get(host) ?? null;
  };
}
