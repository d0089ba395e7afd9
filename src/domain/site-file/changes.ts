import type { CanonicalDealership, CanonicalLocation, CanonicalSiteFile } from './canonical';

/**
 * What applying a site file would change, one line per change, compared with the site as it is
 * (null: no such site yet). Empty when the file matches the database: applying it again is a no-op.
 */

/** JSON with sorted keys and without undefined fields, so equal data compares equal. */
function stable(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

const same = (a: unknown, b: unknown) => stable(a) === stable(b);

function changedKeys(current: object, desired: object): string[] {
  const keys = new Set([...Object.keys(current), ...Object.keys(desired)]);
  return [...keys].filter((k) => !same((current as Record<string, unknown>)[k], (desired as Record<string, unknown>)[k])).sort();
}

function locationChanges(where: string, current: readonly CanonicalLocation[], desired: readonly CanonicalLocation[]): string[] {
  const lines: string[] = [];
  const before = new Map(current.map((l) => [l.slug, l]));
  const wanted = new Set(desired.map((l) => l.slug));
  for (const location of desired) {
    const old = before.get(location.slug);
    if (!old) lines.push(`${where}: add location ${location.slug}`);
    else {
      const keys = changedKeys(old, location);
      if (keys.length) lines.push(`${where}: location ${location.slug}: ${keys.join(', ')} changed`);
    }
  }
  for (const old of current) {
    if (!wanted.has(old.slug) && old.visible) lines.push(`${where}: hide location ${old.slug} (not in the file; cars parked there stay)`);
  }
  const order = (list: readonly CanonicalLocation[]) => list.filter((l) => wanted.has(l.slug)).map((l) => l.slug);
  if (!same(order(current), order(desired)) && current.length > 0) lines.push(`${where}: location order changed`);
  return lines;
}

function dealershipChanges(old: CanonicalDealership | undefined, dealership: CanonicalDealership): string[] {
  const where = `dealership ${dealership.slug}`;
  if (!old) return [`add ${where} with ${dealership.locations.length} location(s)`];
  const { locations: oldLocations, ...oldRest } = old;
  const { locations: newLocations, ...newRest } = dealership;
  const keys = changedKeys(oldRest, newRest);
  return [...(keys.length ? [`${where}: ${keys.join(', ')} changed`] : []), ...locationChanges(where, oldLocations, newLocations)];
}

export function siteFileChanges(current: CanonicalSiteFile | null, desired: CanonicalSiteFile): string[] {
  if (!current) {
    return [`create site ${desired.website.slug}`, ...desired.dealerships.map((d) => `with dealership ${d.slug} (${d.locations.length} location(s))`)];
  }
  const lines: string[] = [];
  const { config: oldConfig, ...oldWebsite } = current.website;
  const { config: newConfig, ...newWebsite } = desired.website;
  const websiteKeys = changedKeys(oldWebsite, newWebsite);
  if (websiteKeys.length) lines.push(`website: ${websiteKeys.join(', ')} changed`);
  const configKeys = changedKeys(oldConfig, newConfig);
  if (configKeys.length) lines.push(`website config: ${configKeys.join(', ')} changed`);
  const before = new Map(current.dealerships.map((d) => [d.slug, d]));
  for (const dealership of desired.dealerships) lines.push(...dealershipChanges(before.get(dealership.slug), dealership));
  const wanted = new Set(desired.dealerships.map((d) => d.slug));
  for (const old of current.dealerships) if (!wanted.has(old.slug)) lines.push(`stop showing dealership ${old.slug} on this site`);
  if (!same(current.dealerships.map((d) => d.slug), desired.dealerships.map((d) => d.slug))) lines.push('dealerships shown: order or list changed');
  return lines;
}
