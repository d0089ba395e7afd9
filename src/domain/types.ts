import type { CarType, Locale, SiteConfig, Template } from './site-config';
import type { CarImage, FinanceLenderRecord as FinanceLender, PaymentProcessor } from './car-records';
import type { OpeningHour, SpecialHour } from './hours';

/** Domain shapes the UI and APIs work with; database rows are reshaped into these in src/db/queries. */

type Address = {
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number | null;
  long: number | null;
  placeId: string | null;
  placeUrl: string | null;
};

export type LocationType = 'sales' | 'service' | 'parts';

export type Location = {
  id: number;
  dealershipId: number;
  name: string;
  slug: string;
  primary: boolean;
  position: number;
  type: LocationType;
  subtypes: string[];
  manufacturers: string[];
  dealerLicenseNumber: string | null;
  motorVehicleRepairer: string | null;
  averageRating: number | null;
  reviewCount: number | null;
  imageUrl: string | null;
  address: Address;
  phone: string | null;
  landlinePhone: string | null;
  email: string | null;
  visitNote: string | null;
  badge: string | null;
  /** IANA time zone where it differs from the site's (a group across states); bookings are offered in it. */
  timeZone?: string | null;
  openingHours: OpeningHour[];
  specialHours: SpecialHour[];
};

export type DealershipBrand = {
  id: number;
  slug: string;
  name: string;
  stripePublishableKey: string | null;
  /** Hosts this dealership's feed photos may come from (docs/decisions/034-dealer-photo-hosts.md). */
  photoHosts: string[];
  /** The brand site's details when this site lists the dealership as one of its brands. */
  brand: { name: string; slug: string; make: string | null; url: string | null; logoUrl: string | null; showPhones: boolean };
};

export type Site = {
  id: number;
  slug: string;
  name: string;
  template: Template;
  locale: Locale;
  hostnames: string[];
  phone: string | null;
  dealershipGroup: string | null;
  address: { street: string; city: string; state: string; postcode: string; place_url?: string } | null;
  manufacturer: { id: number; name: string; slug: string; logoUrl: string | null } | null;
  config: SiteConfig;
  dealerships: DealershipBrand[];
  /** Visible locations of the site's dealerships, in display order. */
  locations: Location[];
  /** Set on the site editor's preview of a draft (src/site/preview.ts): the shell says so. */
  preview?: true;
};

export type CarStatus = 'in_stock' | 'coming_soon' | 'sold';

/** The fields a car card needs. */
export type CarSummary = {
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
  badge: string | null;
  year: number;
  km: number;
  price: number;
  beforePrice: number | null;
  carType: CarType;
  status: CarStatus;
  reserved: boolean;
  tag: string | null;
  certified: boolean;
  simpleFuel: string | null;
  simpleBody: string | null;
  transmission: string | null;
  createdAt: Date;
  primaryImageUrl: string | null;
  photosCount: number;
  locationName: string;
};

/** A car as search finds it: the card's fields, and what the search API reports of it. */
export type CarHit = CarSummary & {
  series: string | null;
  stocknum: string;
  vin: string | null;
  subscriptionPrice: number | null;
  reservable: boolean | null;
  preorder: boolean;
  soldAt: Date | null;
  showOnDealerWebsite: boolean;
  dealershipId: number;
  dealershipSlug: string;
  dealershipName: string;
  locationId: number;
  distributionLocationIds: number[];
  city: string;
  state: string;
  simpleDrive: string | null;
  colour: string | null;
  seats: number | null;
  categories: string[];
  features: string[];
  itemType: string;
  /** The first weekly repayment a lender quotes, or null. */
  weeklyPayment: number | null;
  images: CarImage[];
  hasNvic: boolean;
  customRank: number;
};

/** A saved or compared car: the card's fields plus what the compare table lists. */
export type CompareCar = CarSummary & {
  dealershipId: number;
  simpleDrive: string | null;
  seats: number | null;
  financeLenders: Record<string, FinanceLender>;
};

export type Review = {
  id: number;
  customerName: string;
  text: string;
  rating: number;
  reviewDate: string;
  replyText: string | null;
  replyDate: string | null;
  /** The reviewer's picture (SPEC 3 review image), shown as a thumbnail. */
  imageUrl: string | null;
};

/** Everything the car page shows about one car (SPEC 3 "Car"), reshaped from its row. */
export type CarDetail = CarSummary & {
  dealershipId: number;
  dealershipSlug: string;
  dealershipName: string;
  locationId: number;
  series: string | null;
  stocknum: string;
  vin: string | null;
  subscriptionPrice: number | null;
  itemType: string;
  reservable: boolean | null;
  preorder: boolean;
  simpleDrive: string | null;
  colour: string | null;
  seats: number | null;
  features: string[];
  description: string | null;
  images: CarImage[];
  financeLenders: Record<string, FinanceLender>;
  averageMarketPrice: number | null;
  stateAverageMarketPrice: number | null;
  paymentProcessors: PaymentProcessor[];
  hasCheckoutPaymentProcessor: boolean;
  soldAt: Date | null;
  updatedAt: Date;
};

/** What a site's home page shows beyond the site itself, read at one instant. */
export type HomePageData = {
  now: Date;
  featured: CarSummary[];
  counts: Partial<Record<CarType, number>>;
  reviews: { items: Review[]; summary: { count: number; averageRating: string } };
};
