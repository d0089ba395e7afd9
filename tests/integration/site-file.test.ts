import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate';
import { loadSite } from '../../src/db/queries/websites';
import { leadDestinations, websites } from '../../src/db/schema';
import type { Site } from '../../src/domain/types';
import { applySiteFile, exportSiteFile } from '../../src/site/site-file-service';
import { parseSiteFileText, readSiteFileFrom, SiteFileError, siteFileText } from '../../src/site/site-file-text';
import { openSeededTestDatabase, openTestDatabase } from '../support/test-db';

type Handle = Awaited<ReturnType<typeof openTestDatabase>>;
let demo: Handle;
let empty: Handle;

async function siteOf(handle: Handle, slug: string): Promise<Site> {
  const [row] = await handle.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, slug));
  return (await loadSite(handle.db, row!.id))!;
}

/** The Site the home page renders from (header, footer, brands, locations and hours), with database ids left out. */
function withoutIds(site: Site) {
  return {
    ...site,
    id: 0,
    manufacturer: site.manufacturer ? { ...site.manufacturer, id: 0 } : null,
    dealerships: site.dealerships.map((d) => ({ ...d, id: 0 })),
    locations: site.locations.map((l) => ({ ...l, id: 0, dealershipId: 0 })),
  };
}

const noExpiry = { dryRun: false, expire: () => {} };

describe('site files', () => {
  beforeAll(async () => {
    demo = await openSeededTestDatabase();
    empty = await openTestDatabase();
    await migrate(empty);
  }, 120_000);

  afterAll(async () => {
    await demo?.drop();
    await empty?.drop();
  });

  it.each(['harbour-toyota', 'summit-auto-group', 'coastal-ev'])(
    'round trip: %s exported, applied to an empty database, gives the same site the home page renders',
    async (slug) => {
      const text = siteFileText(await exportSiteFile(demo.db, slug));
      const expired: string[][] = [];
      const result = await applySiteFile(empty.db, parseSiteFileText(text, `${slug}.yaml`), { dryRun: false, expire: (tags) => void expired.push(tags) });
      expect(result.applied).toBe(true);
      expect(result.changes[0]).toBe(`create site ${slug}`);
      expect(expired[0]).toContain(`site:${(await siteOf(empty, slug)).id}`);
      expect(withoutIds(await siteOf(empty, slug))).toEqual(withoutIds(await siteOf(demo, slug)));
      // Exported again, the file is the same text.
      expect(siteFileText(await exportSiteFile(empty.db, slug))).toBe(text);
    },
  );

  it('is idempotent: the same file again changes nothing, on the database it came from too', async () => {
    const file = parseSiteFileText(siteFileText(await exportSiteFile(demo.db, 'harbour-toyota')), 'h.yaml');
    expect(await applySiteFile(empty.db, file, noExpiry)).toEqual({ site: 'harbour-toyota', changes: [], applied: false });
    expect(await applySiteFile(demo.db, file, noExpiry)).toEqual({ site: 'harbour-toyota', changes: [], applied: false });
  });

  it('a dry run lists the changes and writes nothing; applying then writes them', async () => {
    const text = siteFileText(await exportSiteFile(empty.db, 'coastal-ev'))
      .replace("Electric and hybrid, on the Gold Coast", 'Electric cars, Gold Coast')
      .replace(/monday: 08:30-17:30/, 'monday: 08:00-18:00');
    const file = parseSiteFileText(text, 'coastal-ev.yaml');
    const planned = await applySiteFile(empty.db, file, { dryRun: true, expire: () => {} });
    expect(planned.applied).toBe(false);
    expect(planned.changes).toEqual(['website config: theme changed', expect.stringMatching(/^dealership coastal-ev: location [a-z-]+: hours changed$/)]);
    expect((await siteOf(empty, 'coastal-ev')).config.theme.tagline).toBe('Electric and hybrid, on the Gold Coast');
    const applied = await applySiteFile(empty.db, file, noExpiry);
    expect(applied).toEqual({ ...planned, applied: true });
    const site = await siteOf(empty, 'coastal-ev');
    expect(site.config.theme.tagline).toBe('Electric cars, Gold Coast');
    expect(site.locations[0]!.openingHours.find((h) => h.weekday === 1)).toMatchObject({ status: 'Open', open: '08:00', close: '18:00' });
  });

  it.each([
    ['a bad colour', (t: string) => t.replace(/primary: "?#00A6A6"?/, 'primary: teal'), /^c\.yaml:\d+ website\.config\.theme\.primary: Expected a #rrggbb colour$/m],
    ['bad hours', (t: string) => t.replace(/monday: 08:30-17:30/, 'monday: 17:30-08:30'), /^c\.yaml:\d+ dealerships\.0\.locations\.0\.hours\.monday: Expected opening hours/m],
    ['a missing field', (t: string) => t.replace(/\n {8}street: [^\n]+/, ''), /^c\.yaml:\d+ dealerships\.0\.locations\.0\.street: /m],
    ['broken YAML', (t: string) => t.replace('website:', 'website: [\n'), /^c\.yaml:\d+ /],
  ])('names the file, the line and the path on %s', async (_what, edit, message) => {
    const text = edit(siteFileText(await exportSiteFile(demo.db, 'coastal-ev')));
    expect(() => parseSiteFileText(text, 'c.yaml')).toThrow(SiteFileError);
    expect(() => parseSiteFileText(text, 'c.yaml')).toThrow(message);
  });

  it("sets a dealership's photo hosts, which the site then reads, and names the fix for a port", async () => {
    const text = siteFileText(await exportSiteFile(empty.db, 'coastal-ev'));
    const withHosts = text.replace(/\ndealerships:\n  - slug: coastal-ev\n/, '\ndealerships:\n  - slug: coastal-ev\n    photoHosts: [photos.coastal-ev.example, "**.dealerphotos.net"]\n');
    expect(withHosts).not.toBe(text);
    const applied = await applySiteFile(empty.db, parseSiteFileText(withHosts, 'c.yaml'), noExpiry);
    expect(applied.changes).toEqual(['dealership coastal-ev: photoHosts changed']);
    expect((await siteOf(empty, 'coastal-ev')).dealerships[0]?.photoHosts).toEqual(['photos.coastal-ev.example', '**.dealerphotos.net']);
    expect(siteFileText(await exportSiteFile(empty.db, 'coastal-ev'))).toContain('photoHosts:');
    const withPort = withHosts.replace('photos.coastal-ev.example', 'photos.coastal-ev.example:8443');
    expect(() => parseSiteFileText(withPort, 'c.yaml')).toThrow(/photoHosts\.0: "photos\.coastal-ev\.example:8443": ports are not allowed; write photos\.coastal-ev\.example/);
    // The file without the list clears it again.
    await applySiteFile(empty.db, parseSiteFileText(text, 'c.yaml'), noExpiry);
    expect((await siteOf(empty, 'coastal-ev')).dealerships[0]?.photoHosts).toEqual([]);
  });

  it("leaves the destinations the platform makes for itself (receipts, confirmations) out of the file, and applying a file keeps them", async () => {
    const [site] = await demo.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, 'summit-auto-group'));
    const dealershipId = (await loadSite(demo.db, site!.id))!.dealerships[0]!.id;
    const [receipt] = await demo.db.insert(leadDestinations).values({ dealershipId, kind: 'receipt', target: 'shopper receipt', format: 'text', enabled: true }).returning();
    const text = siteFileText(await exportSiteFile(demo.db, 'summit-auto-group'));
    expect(text).not.toContain('receipt');
    expect(await applySiteFile(demo.db, parseSiteFileText(text, 's.yaml'), noExpiry)).toMatchObject({ changes: [], applied: false });
    const changed = text.replace('leads@summit-mazda.example', 'sales@summit-mazda.example');
    expect(changed).not.toBe(text);
    expect((await applySiteFile(demo.db, parseSiteFileText(changed, 's.yaml'), noExpiry)).applied).toBe(true);
    expect(await demo.db.select({ id: leadDestinations.id }).from(leadDestinations).where(eq(leadDestinations.id, receipt!.id))).toEqual([{ id: receipt!.id }]);
    await applySiteFile(demo.db, parseSiteFileText(text, 's.yaml'), noExpiry);
  });

  it('reports the right line for a bad value', () => {
    const text = ['website:', '  slug: x', '  name: X', '  template: nope'].join('\n');
    expect(() => parseSiteFileText(text, 'x.yaml')).toThrow(/^x\.yaml:4 website\.template: /m);
  });

  it('the commented example site file is valid and applies to an empty database, then changes nothing a second time', async () => {
    const file = readSiteFileFrom('docs/examples/site.yaml');
    const first = await applySiteFile(empty.db, file, noExpiry);
    expect(first.changes[0]).toBe('create site bayside-motors');
    const site = await siteOf(empty, 'bayside-motors');
    expect(site.locations.map((l) => l.slug)).toEqual(['sales', 'service']);
    expect(site.locations[1]!.openingHours.find((h) => h.weekday === 6)).toMatchObject({ status: 'By Appointment', open: null });
    expect((await applySiteFile(empty.db, file, noExpiry)).changes).toEqual([]);
  });
});
