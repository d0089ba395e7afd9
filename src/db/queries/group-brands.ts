import 'server-only';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { GroupBrand } from '../../domain/mega-menu';
import type { Db } from '../client';
import { dealershipWebsites, websites } from '../schema';

/**
 * The brands of a dealership group, from every member website's brand list (the group
 * sub-footer of SPEC 2 shows them on each member site), one entry per dealership.
 */
export async function groupBrands(db: Db, group: string): Promise<GroupBrand[]> {
  const rows = await db
    .select({
      dealershipId: dealershipWebsites.dealershipId,
      name: dealershipWebsites.name,
      url: dealershipWebsites.url,
      logoUrl: dealershipWebsites.logoUrl,
      websiteName: websites.name,
    })
    .from(dealershipWebsites)
    .innerJoin(websites, eq(websites.id, dealershipWebsites.websiteId))
    .where(and(eq(websites.dealershipGroup, group), isNotNull(dealershipWebsites.make), ne(dealershipWebsites.name, '')))
    .orderBy(asc(dealershipWebsites.position), asc(dealershipWebsites.name));
  const seen = new Map<number, GroupBrand>();
  for (const r of rows) if (!seen.has(r.dealershipId)) seen.set(r.dealershipId, { name: r.name, url: r.url, logoUrl: r.logoUrl });
  return [...seen.values()];
}
