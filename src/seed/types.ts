import type {
  cars,
  dealerships,
  leadDestinations,
  dealershipWebsites,
  locations,
  manufacturers,
  models,
  openingHours,
  reservations,
  reviews,
  specialHours,
  users,
  watchlistEntries,
  websites,
} from '../db/schema';

type WebsiteRow = typeof websites.$inferInsert;
export type DealershipRow = typeof dealerships.$inferInsert;
type DealershipWebsiteRow = typeof dealershipWebsites.$inferInsert;
export type LocationRow = typeof locations.$inferInsert;
export type OpeningHoursRow = typeof openingHours.$inferInsert;
export type SpecialHoursRow = typeof specialHours.$inferInsert;
type ManufacturerRow = typeof manufacturers.$inferInsert;
type ModelRow = typeof models.$inferInsert;
export type CarRow = typeof cars.$inferInsert;
export type ReviewRow = typeof reviews.$inferInsert;
export type UserRow = typeof users.$inferInsert;
export type WatchlistEntryRow = typeof watchlistEntries.$inferInsert;
export type LeadDestinationRow = typeof leadDestinations.$inferInsert;
export type ReservationRow = typeof reservations.$inferInsert;

/**
 * The whole demo dealer network as insert rows, every row with an explicit id so rows can
 * refer to each other before anything touches a database. The key order is the insert order
 * (parents before children).
 */
export type DemoNetwork = {
  websites: WebsiteRow[];
  dealerships: DealershipRow[];
  dealershipWebsites: DealershipWebsiteRow[];
  locations: LocationRow[];
  openingHours: OpeningHoursRow[];
  specialHours: SpecialHoursRow[];
  manufacturers: ManufacturerRow[];
  models: ModelRow[];
  cars: CarRow[];
  reviews: ReviewRow[];
  users: UserRow[];
  watchlistEntries: WatchlistEntryRow[];
  reservations: ReservationRow[];
  leadDestinations: LeadDestinationRow[];
};

export type Market = 'AU' | 'NZ' | 'US';
