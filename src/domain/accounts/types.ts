import type { CarStatus } from '../types';
import type { Profile } from './profile';

/** A signed-in shopper: an account of one website. */
/** `phoneVerified`: a code texted to the number was entered; only then does it sign in by text. */
export type Shopper = Profile & { id: number; websiteId: number; phoneVerified: boolean };

/** A car on a shopper's watchlist, as it is now (sold and reserved shown as such). */
export type WatchedCar = {
  id: number;
  name: string;
  slug: string;
  price: number;
  status: CarStatus;
  reserved: boolean;
  primaryImageUrl: string | null;
  savedAt: Date;
};

/** An enquiry or booking the shopper's address sent on the site. */
export type ShopperLead = { leadId: string; category: string; subcategory: string | null; carName: string | null; carSlug: string | null; createdAt: Date };
