import { z } from 'zod';
import { isValidTimeZone } from './hours';
import { trackingSchema } from './tracking';

/**
 * Per-site configuration, stored as JSON on the website record and validated here.
 * Every "on some sites" rule of the spec is a field of this schema, so code asks
 * `site.config.features.garage`, never which slug it is serving.
 */

export const LOCALES = ['en-AU', 'en-NZ', 'en-US'] as const;
export const TEMPLATES = ['franchise', 'independent', 'group'] as const;
/** The time zone of a site whose file names none. */
export const DEFAULT_TIMEZONE = 'Australia/Sydney';
const STOCK_KINDS = ['cars', 'trucks', 'motorcycles', 'rvs'] as const;
const PHONE_RULES = ['au', 'au-mobile', 'nz', 'us'] as const;
export const FINANCE_PROVIDERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export const CAR_TYPES = ['new', 'demo', 'used'] as const;
const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

const MAX_STOCK_AGE_YEARS = 14;

const url = z.url();
const NO_NAVIGATION = 'Cannot run without navigation';
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a #rrggbb colour');

/** Lower-case words joined by hyphens: the slug of a content page or a catalogue entry. */
export const CONTENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A page of the site's own content (issue 14): an ordinary page (/pages/{slug}), a news article,
 * the privacy policy or the special-offers text. The body is Markdown, rendered to sanitised HTML.
 */
const contentPageSchema = z.object({
  kind: z.enum(['page', 'news', 'privacy-policy', 'special-offers']).default('page'),
  slug: z.string().regex(CONTENT_SLUG_PATTERN, 'Expected lower-case words joined by hyphens'),
  title: z.string().min(1).max(120),
  description: z.string().max(300).default(''),
  body: z.string().default(''),
  heroImageUrl: z.string().startsWith('/').or(url).optional(),
  /** News only: the publish date, YYYY-MM-DD. */
  publishedAt: z.iso.date().optional(),
});

/**
 * A picture or link a dealer writes into a banner or an offer: a path of the site itself (`/media/...`,
 * `/special-offers`) or a secure address elsewhere; `//host` would leave the site unnoticed.
 */
const sitePathOrHttps = z
  .string()
  .refine((value) => (value.startsWith('/') ? !value.startsWith('//') && !/\s/.test(value) : URL.canParse(value) && new URL(value).protocol === 'https:'), {
    message: 'Expected a path of the site starting with / or an https:// address',
  });

export const MAX_HOME_BANNERS = 4;
export const MAX_OFFERS = 8;

/** A home-page banner (issue 31): a picture with a heading, a line of text and a link, shown under the hero. */
const homeBannerSchema = z.object({
  imageUrl: sitePathOrHttps,
  heading: z.string().trim().min(1).max(80),
  text: z.string().trim().min(1).max(200).optional(),
  url: sitePathOrHttps.optional(),
});

/** One of the site's special offers (issue 31), listed in order on /special-offers above the page's own text. */
const offerSchema = z.object({
  heading: z.string().trim().min(1).max(120),
  text: z.string().trim().min(1).max(600),
  imageUrl: sitePathOrHttps.optional(),
  /** A link to `/cars/{slug}` also shows the offer on that car's page (docs/decisions/044-special-offer-price.md). */
  url: sitePathOrHttps.optional(),
  /** SPEC 3 "Offer. offer_price": the offer's price, shown by SPEC 9's rule (only if over 10). */
  offerPrice: z.number().positive().max(10_000_000).optional(),
});

/**
 * The dealer's current finance rate (docs/decisions/041-site-finance-rate.md): the example loan's
 * rate that the repayment calculator starts from and the finance pages disclose when a car's lender
 * record gives no estimate. Absent: the locale's example (SPEC 9's 6.29% and 8.19% in Australia).
 */
const financeRateSchema = z
  .object({
    interestRate: z.number().min(0).max(30),
    comparisonRate: z.number().min(0).max(40),
  })
  .refine((rate) => rate.comparisonRate >= rate.interestRate, { message: 'The comparison rate cannot be below the interest rate', path: ['comparisonRate'] });

/** The site's own title, description and intro for one search URL (a path with no query string). */
const searchLandingSchema = z.object({
  path: z.string().startsWith('/'),
  title: z.string().min(1).max(120),
  description: z.string().max(300),
  intro: z.string().default(''),
});

/** Where a location's map comes from: an embeddable page of any maps service, or a map picture. */
const locationMapSchema = z.object({
  embedUrl: url.optional(),
  imageUrl: z.string().startsWith('/').or(url).optional(),
});

const DYNAMIC_DROPDOWNS = ['models', 'tractors', 'stock', 'brands', 'bodies', 'columns'] as const;
type DynamicDropdown = (typeof DYNAMIC_DROPDOWNS)[number];

/** A link inside a titled group of a mega-menu: it always goes somewhere. */
export type NavLink = { name: string; url: string; target?: '_blank' | '_self' };
/** SPEC 3 navigation item dropdownMenus: one titled column of a mega-menu (docs/decisions/043-navigation-dropdown-menus.md). */
export type NavGroup = { title: string; items: NavLink[] };

export type NavItem = {
  name: string;
  url?: string;
  className?: string;
  target?: '_blank' | '_self';
  dropdownItems?: NavItem[];
  dropdownMenus?: NavGroup[];
  dynamicDropdown?: DynamicDropdown;
  /** SPEC 3 navigation item mobileOpen: the phone menu shows this dropdown open. */
  mobileOpen?: boolean;
};

const navUrl = z.string().startsWith('/').or(url);

const navGroupSchema = z.object({
  title: z.string().min(1),
  items: z.array(z.object({ name: z.string().min(1), url: navUrl, target: z.enum(['_blank', '_self']).optional() })).min(1),
});

const navItemSchema: z.ZodType<NavItem> = z.lazy(() =>
  z.object({
    name: z.string().min(1),
    url: navUrl.optional(),
    className: z.string().optional(),
    target: z.enum(['_blank', '_self']).optional(),
    dropdownItems: z.array(navItemSchema).optional(),
    dropdownMenus: z.array(navGroupSchema).optional(),
    dynamicDropdown: z.enum(DYNAMIC_DROPDOWNS).optional(),
    mobileOpen: z.boolean().optional(),
  }),
);

const stockFiltersSchema = z.object({
  /** Exclude cars older than this many model years (0-14); absent means no age limit. */
  maxAgeYears: z.number().int().min(0).max(MAX_STOCK_AGE_YEARS).optional(),
  carTypes: z.array(z.enum(CAR_TYPES)).min(1).optional(),
  makes: z.array(z.string().min(1)).optional(),
  inStockOnly: z.boolean().default(false),
  excludedStockNumbers: z.array(z.string()).default([]),
});

const campaignSlug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a lower-case slug');

/**
 * Prizes a site's campaign may give away in one of the site's calendar days, whatever each prize's
 * stock: every new account gets a spin, so without it one person making accounts could win them all.
 */
export const DEFAULT_DAILY_PRIZE_BUDGET = 20;

/** SPEC 6 spin-to-win: one campaign per site; each prize drawn by weight while its stock lasts (null: unlimited). */
const spinCampaignSchema = z
  .object({
    id: campaignSlug,
    title: z.string().min(1).max(120),
    dailyPrizeBudget: z.number().int().min(0).max(1_000_000).default(DEFAULT_DAILY_PRIZE_BUDGET),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    prizes: z
      .array(
        z.object({
          id: campaignSlug,
          name: z.string().min(1).max(120),
          weight: z.number().int().min(1).max(1_000_000),
          stock: z.number().int().min(0).nullable().default(null),
        }),
      )
      .min(1)
      .refine((prizes) => new Set(prizes.map((p) => p.id)).size === prizes.length, 'Prize ids must be unique'),
  })
  .refine((campaign) => Date.parse(campaign.startsAt) < Date.parse(campaign.endsAt), 'The campaign must end after it starts');

const featuresSchema = z.object({
  garage: z.boolean().default(false),
  favourites: z.boolean().default(true),
  compare: z.boolean().default(true),
  offersSubscription: z.boolean().default(false),
  specialHours: z.boolean().default(false),
  /** Tag priority 1: electric or hybrid fuel tag. */
  fuelTag: z.boolean().default(false),
  /** Tag priority 3: manufacturer-certified image on used certified cars. */
  certifiedTag: z.boolean().default(false),
  certifiedInfoModal: z.boolean().default(false),
  /** Finance disclaimer toggles in place instead of linking to its anchor. */
  contentReplacement: z.boolean().default(false),
  searchBox: z.boolean().default(true),
  /** Favourite and compare hidden for cars priced 0 or below or without images. */
  hideSaveWithoutPriceOrImages: z.boolean().default(false),
  /** Reservation also allowed for coming_soon cars. */
  reserveComingSoon: z.boolean().default(false),
  reviews: z.boolean().default(true),
});

/**
 * A home-page text the dealer chooses: their own words, or 'standard' for the template's wording in
 * the site's language. Absent means the block is not shown: no claim appears on a site unless its
 * file asks for it (issue 26: a dealer never made the "every used car is inspected" claim).
 */
const homeText = <T extends z.ZodType>(own: T) => z.union([z.literal('standard'), own]).optional();
const homeBlock = homeText(z.object({ heading: z.string().trim().min(1).max(80), text: z.string().trim().min(1).max(400) }));

const homeContentSchema = z.object({
  /** The hero heading; absent: the site's name. 'standard': "{brand} at {site}" on a franchise site. */
  heroHeading: homeText(z.string().trim().min(1).max(120)),
  /** The franchise home's service and certified pre-owned blocks. */
  serviceBlock: homeBlock,
  certifiedBlock: homeBlock,
});

/**
 * Where one kind of vehicle data comes from (docs/vehicle-data.md): the built-in provider answers
 * from our own data; an HTTP provider is a base URL, with the key named by `keyName` held in the
 * server's VEHICLE_DATA_KEYS, never in the site file or the browser.
 */
const vehicleDataProviderSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('built-in') }),
    z.object({
      kind: z.literal('http'),
      baseUrl: z.url({ protocol: /^https?$/ }),
      keyName: z.string().regex(/^[a-z0-9-]+$/, 'Expected lower-case letters, digits and hyphens').optional(),
      /** A slow provider never holds a form up longer than this. */
      timeoutMs: z.number().int().min(100).max(10_000).default(2_500),
    }),
  ])
  .default({ kind: 'built-in' });
export type VehicleDataProviderConfig = z.infer<typeof vehicleDataProviderSchema>;

export const siteConfigSchema = z.object({
  /**
   * The site's own domains and every name under them are served over HTTPS only, so their answers
   * may send HSTS with includeSubDomains and preload (docs/security-headers.md). Off unless said.
   */
  httpsWholeDomain: z.boolean().optional(),
  stockKind: z.enum(STOCK_KINDS).default('cars'),
  timezone: z.string().refine(isValidTimeZone, 'Expected an IANA time zone such as Australia/Sydney').default(DEFAULT_TIMEZONE),
  theme: z.object({
    primary: hexColour,
    accent: hexColour,
    tagline: z.string().max(120).default(''),
  }),
  features: featuresSchema.prefault({}),
  header: z
    .object({
      variant: z.enum(['standard', 'manufacturer', 'group']).default('standard'),
      dropdownTrigger: z.enum(['hover', 'click']).default('hover'),
      mobileMenu: z.enum(['collapse', 'drawer']).default('collapse'),
      /** Show a single Locations link even with three or fewer locations. */
      forceLocationsLink: z.boolean().default(false),
      /** SPEC 2 page shell: a large header (taller, logo and tagline) or the normal one. */
      size: z.enum(['normal', 'large']).default('normal'),
      /** SPEC 2: brand logo tiles of the brands mega-menu; some sites hide or replace brands, one adds a tile. */
      brandTiles: z
        .object({
          hide: z.array(z.string().min(1)).default([]),
          replace: z
            .record(z.string().min(1), z.object({ name: z.string().min(1).optional(), url: z.string().startsWith('/').or(url).optional(), logoUrl: z.string().optional() }))
            .default({}),
          extra: z.array(z.object({ name: z.string().min(1), url: z.string().startsWith('/').or(url), logoUrl: z.string().optional() })).default([]),
        })
        .prefault({}),
    })
    .prefault({}),
  footer: z
    .object({
      variant: z.enum(['general', 'manufacturer', 'trade-in-warehouse']).default('general'),
      staff: z
        .array(z.object({ name: z.string(), role: z.string(), phone: z.string() }))
        .max(3)
        .default([]),
      /** Weekdays grouped together in the footer hours; the spec's default is Mon-Fri. */
      hoursGroup: z.array(z.number().int().min(0).max(6)).default([1, 2, 3, 4, 5]),
      groupSubFooter: z.boolean().default(false),
      poweredBy: z.string().default('Forecourt'),
      /** SPEC 2 footer "maps embed": the primary location's map (its locationMaps entry, else our offline picture). */
      map: z.boolean().default(false),
    })
    .prefault({}),
  phoneRule: z.enum(PHONE_RULES).default('au'),
  allowUkPhoneNumbers: z.boolean().default(false),
  /** A number always accepted by the phone rule, for dealer QA. */
  testPhoneNumber: z.string().optional(),
  licenceLabel: z.enum(['DL', 'CL']).default('DL'),
  stockFilters: stockFiltersSchema.prefault({}),
  includeSoldCarsDays: z.number().int().min(0).max(365).optional(),
  defaultSearchPath: z.string().min(1).optional(),
  /** Facet values pre-selected on the site's default search (spec: search_filters). */
  searchFilters: z.record(z.string(), z.array(z.string())).default({}),
  providers: z
    .object({
      /** Who takes card payments: Stripe with the dealership's keys, or the built-in test provider (no money moves; docs/payments.md). */
      payment: z.enum(PAYMENT_PROVIDERS).nullable().default(null),
      finance: z.enum(FINANCE_PROVIDERS).nullable().default(null),
      reviewRating: z.enum(['snap21']).nullable().default(null),
    })
    .prefault({}),
  /**
   * SPEC 4 "The dealer has a payment provider or is whitelisted". A whitelisted site without a
   * payment provider offers a reservation request the dealership confirms, as no deposit can be
   * taken (docs/decisions/046-reservation-whitelist.md); with a provider the deposit is taken as usual.
   */
  reservation: z.object({ whitelisted: z.boolean().default(false) }).prefault({}),
  finance: z
    .object({
      excludedMakes: z.array(z.string()).default([]),
      excludedDealershipIds: z.array(z.number().int()).default([]),
      /** Luxury sites offer $300,000 to $800,000 quick picks. */
      luxuryQuickPicks: z.boolean().default(false),
      preApprovalRedirectsToFinance: z.boolean().default(false),
      rate: financeRateSchema.optional(),
    })
    .prefault({}),
  /** Registration lookup, valuation, finance pre-qualification and manufacturer data (issue 27). */
  vehicleData: z
    .object({
      registration: vehicleDataProviderSchema,
      valuation: vehicleDataProviderSchema,
      prequalification: vehicleDataProviderSchema,
      manufacturer: vehicleDataProviderSchema,
    })
    .prefault({}),
  /** Lead forms (src/forms): what a site's forms ask and where their bookings and events go. */
  forms: z
    .object({
      /** SPEC 5: the contact message is required unless the site says otherwise. */
      messageRequired: z.boolean().default(true),
      /** SPEC 5: postcode on some sites' forms. */
      showPostcode: z.boolean().default(false),
      /** SPEC 7: the endpoint this site's analytics events are delivered to, from the server's outbox (docs/visitor-identity.md); unset keeps none. */
      analyticsEventsUrl: url.optional(),
    })
    .prefault({}),
  /** SPEC 6: which pages need a signed-in shopper (the garage and watchlist always do; src/domain/accounts/gates.ts). */
  gatedPages: z
    .object({
      checkout: z.boolean().default(false),
      /** SPEC 6: trade-in and sell-my-car are not gated by default. */
      tradeIn: z.boolean().default(false),
      finance: z.boolean().default(false),
      spinToWin: z.boolean().default(true),
      onlinePayment: z.boolean().default(true),
    })
    .prefault({}),
  spinToWin: spinCampaignSchema.optional(),
  /** /online-payment: absent, the page is a 404; the amount limits are in the site's currency (docs/payments.md). */
  onlinePayment: z
    .object({
      minimum: z.number().positive().default(10),
      maximum: z.number().positive().default(10_000),
    })
    .refine((limits) => limits.minimum <= limits.maximum, { message: 'minimum must not be above maximum' })
    .optional(),
  tagOptions: z
    .object({
      /**
       * SPEC 4 tag 4: the custom tags this site shows green (its runout sale); every other custom
       * tag is red. Matched without regard to case, as dealers type tags by hand.
       */
      greenTags: z.array(z.string().trim().min(1)).default([]),
    })
    .prefault({}),
  social: z
    .object({
      facebook_url: url.optional(),
      instagram_url: url.optional(),
      tiktok_url: url.optional(),
      youtube_url: url.optional(),
      linkedin_url: url.optional(),
    })
    .prefault({}),
  verification: z.object({ google_site_verification: z.string().optional() }).prefault({}),
  /**
   * SPEC 3 gmb_profiles: the dealer's Google Business profiles, each with the link where a customer
   * writes a review; `location` (a location slug) names the place when there are several.
   */
  gmbProfiles: z.array(z.object({ id: z.string().min(1), reviewUrl: url, location: z.string().optional() })).default([]),
  seo: z
    .object({
      title: z.string().optional(),
      description: z.string().optional(),
      keywords: z.array(z.string()).default([]),
    })
    .prefault({}),
  /** SPEC 8: a site with no header or footer navigation list cannot run; the import says so in these words. */
  navigation: z.object(
    {
      header: z.array(navItemSchema, { error: NO_NAVIGATION }),
      footer: z.array(navItemSchema, { error: NO_NAVIGATION }),
    },
    { error: NO_NAVIGATION },
  ),
  /** Minimum average rating before location stars show. */
  ratingMinimum: z.number().min(0).max(5).default(4),
  paths: z
    .object({
      stripPagesPrefix: z.boolean().default(false),
      newsReplacesBlog: z.boolean().default(false),
    })
    .prefault({}),
  /** The site's own pages and search landing texts (docs/content-and-catalogue.md). */
  content: z
    .object({
      pages: z.array(contentPageSchema).default([]),
      searchLandings: z.array(searchLandingSchema).default([]),
      home: homeContentSchema.prefault({}),
      /** SPEC 2 page shell "optional extra bars": notices between the header and every page, a sale or a closure. */
      bars: z
        .array(z.object({ text: z.string().trim().min(1).max(200), url: z.string().startsWith('/').or(url).optional() }))
        .max(3)
        .default([]),
      /** SPEC 2 page shell "a further bottom component": a closing line under the footer, such as a pricing note. */
      bottomNote: z.string().trim().min(1).max(600).optional(),
      /** Issue 31 "banners": pictures with a heading and link under the home page's hero, in order. */
      homeBanners: z.array(homeBannerSchema).max(MAX_HOME_BANNERS).optional(),
      /** Issue 31 "special offers": the offers listed on /special-offers, in order. */
      offers: z.array(offerSchema).max(MAX_OFFERS).optional(),
    })
    .prefault({}),
  /** Maps of the site's locations, by location slug. */
  locationMaps: z.record(z.string(), locationMapSchema).default({}),
  /** Google Tag Manager and Analytics ids (src/domain/tracking.ts); absent: no tag, no CSP addition. */
  tracking: trackingSchema.prefault({}),
  /** SPEC 2 head metadata: the optional assistant tags (message, car name, id, ...) on car pages. */
  assistantTags: z.object({ enabled: z.boolean().default(false), message: z.string().default('') }).prefault({}),
});

export type ContentPage = z.infer<typeof contentPageSchema>;
export type SearchLanding = z.infer<typeof searchLandingSchema>;
export type LocationMap = z.infer<typeof locationMapSchema>;
export type HomeContent = z.infer<typeof homeContentSchema>;
export type HomeBanner = z.infer<typeof homeBannerSchema>;
export type Offer = z.infer<typeof offerSchema>;
export type FinanceRate = z.infer<typeof financeRateSchema>;

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type Locale = (typeof LOCALES)[number];
export type Template = (typeof TEMPLATES)[number];
export type StockKind = (typeof STOCK_KINDS)[number];
export type CarType = (typeof CAR_TYPES)[number];

export const isCarType = (value: string): value is CarType => (CAR_TYPES as readonly string[]).includes(value);
export type SpinCampaign = z.infer<typeof spinCampaignSchema>;
