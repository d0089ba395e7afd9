import type {
  cars,
  manufacturers,
  models,
  reservations,
  reviews,
  users,
  watchlistEntries,
} from '../db/schema';

type ManufacturerRow = typeof manufacturers.$inferInsert;
type ModelRow = typeof models.$inferInsert;
export type CarRow = typeof cars.$inferInsert;
export type ReviewRow = typeof reviews.$inferInsert;
export type UserRow = typeof users.$inferInsert;
export type WatchlistEntryRow = typeof watchlistEntries.$inferInsert;
export type ReservationRow = typeof reservations.$inferInsert;

/** The makes and models of the demo network, with explicit ids (models refer to their make's). */
export type DemoCatalogue = {
  manufacturers: ManufacturerRow[];
  models: ModelRow[];
};

/**
 * What the generator adds to the applied demo site files, every row with an explicit id so rows
 * can refer to each other before anything touches a database. The key order is the insert order
 * (parents before children).
 */
export type DemoStock = {
  cars: CarRow[];
  reviews: ReviewRow[];
  users: UserRow[];
  watchlistEntries: WatchlistEntryRow[];
  reservations: ReservationRow[];
};

export type Market = 'AU' | 'NZ' | 'US';
