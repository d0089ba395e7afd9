import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Location, LocationType } from '../../domain/types';
import type { Db } from '../client';
import { locations } from '../schema';
import { locationAddress, locationProfile, locationRowsWithHours } from './website-rows';

const LOCATION_TYPES: readonly LocationType[] = ['sales', 'service', 'parts'];

function locationType(value: string): LocationType {
  // An empty type means a sales location (SPEC 3).
  return (LOCATION_TYPES as readonly string[]).includes(value) ? (value as LocationType) : 'sales';
}

/** Visible locations of the given dealerships with their weekly and holiday hours. */
export async function locationsOfDealerships(db: Db, dealershipIds: number[]): Promise<Location[]> {
  if (dealershipIds.length === 0) return [];
  const { rows, weekly, special } = await locationRowsWithHours(db, and(inArray(locations.dealershipId, dealershipIds), eq(locations.visible, true))!);
  if (rows.length === 0) return [];
  // Brand order of the site first, then each brand's own position.
  const brandOrder = new Map(dealershipIds.map((id, i) => [id, i]));
  rows.sort((a, b) => (brandOrder.get(a.dealershipId) ?? 0) - (brandOrder.get(b.dealershipId) ?? 0));
  return rows.map((r) => ({
    id: r.id,
    dealershipId: r.dealershipId,
    name: r.name,
    slug: r.slug,
    primary: r.primary,
    position: r.position,
    type: locationType(r.locationType),
    subtypes: r.locationSubtype ?? [],
    manufacturers: r.manufacturers,
    ...locationProfile(r),
    address: locationAddress(r),
    phone: r.phone,
    landlinePhone: r.landlinePhone,
    email: r.email,
    visitNote: r.visitNote,
    badge: r.badge,
    timeZone: r.timeZone,
    openingHours: weekly
      .filter((h) => h.locationId === r.id)
      .map((h) => ({ weekday: h.weekday, status: h.status, open: h.open, close: h.close })),
    specialHours: special
      .filter((h) => h.locationId === r.id)
      .map((h) => ({ date: h.date, status: h.status, startHour: h.startHour, endHour: h.endHour, name: h.name })),
  }));
}
