/**
 * The shape of one locale's message catalogue. Every visible UI string of the shared layout,
 * search, car page and forms lives in a catalogue; adding a locale is adding a catalogue.
 * Templates take `{name}` placeholders, filled by `fill` (src/i18n/messages.ts).
 */

/** One word the locale spells differently: `from` plus any of `endings` becomes `to` plus the same ending. */
export type SpellingSwap = {
  from: string;
  to: string;
  /** Endings the word may take; '' allows the bare word. */
  endings: readonly string[];
};

export type Messages = {
  /** Data-driven text (car descriptions, fuel names, menu labels) is respelt with these. */
  spelling: readonly SpellingSwap[];
  layout: {
    skipToContent: string;
    homeLabel: string;
    mainNav: string;
    mobileNav: string;
    openMenu: string;
    closeMenu: string;
    locations: string;
    myGarage: string;
    phonesByBrand: string;
    departments: { sales: string; service: string; parts: string };
    scrollToTop: string;
  };
  megaMenu: {
    modelStatus: { new: string; all_new: string; coming_soon: string };
    viewAll: string;
    stockCount: string;
    carTypes: { new: string; demo: string; used: string };
  };
  footer: {
    nav: string;
    talkToTeam: string;
    contactUs: string;
    openingHours: string;
    followUs: string;
    poweredBy: string;
    openMap: string;
    building: string;
    groupBrands: string;
    authorisedDealer: string;
    exploreRange: string;
    manufacturerNote: string;
    visitNotePhone: string;
  };
  search: {
    found: string;
    browseTiles: string;
    filters: string;
    showMe: string;
    results: string;
    resultsHeading: string;
    selectedFilters: string;
    remove: string;
    clearAll: string;
    sort: string;
    sortLabel: string;
    sorts: { newest: string; price_asc: string; price_desc: string; km_asc: string; year_desc: string; rank: string };
    noResults: string;
    noResultsHint: string;
    showAll: string;
    pages: string;
    previous: string;
    next: string;
    facetHeadings: {
      car_type: string;
      make: string;
      model: string;
      body: string;
      price_range: string;
      fuel: string;
      transmission: string;
      drive: string;
      colour: string;
      seats: string;
      location_name: string;
    };
    seats: string;
    perWeek: string;
    /** A selected range's chip: 'Odometer up to 50,000 km'. */
    rangeChips: {
      names: { price: string; subscription_price: string; km: string; year: string; created_at_timestamp: string };
      from: string;
      upTo: string;
      between: string;
    };
  };
  /** Home page sections (src/ui/home, src/templates/{name}/Home.tsx). */
  home: {
    brandHero: string;
    featured: string;
    viewAll: string;
    reviews: string;
    brands: string;
    genuineService: string;
    factory: string;
    serviceText: string;
    certified: string;
    certifiedText: string;
  };
  car: {
    description: string;
    features: string;
    comparisonDisclaimer: string;
    similarCars: string;
    similarVehicles: string;
  };
  /** The form engine (LeadForm); the forms' own titles and labels are data in their definitions. */
  forms: {
    loading: string;
    stepOf: string;
    continue: string;
    back: string;
    skip: string;
    progress: string;
    /** 'Fields marked * are required.', in three parts around the asterisk, whose hidden words are `requiredHidden`. */
    requiredBefore: string;
    requiredHidden: string;
    requiredAfter: string;
    storedDetails: string;
    clearStoredDetails: string;
  };
};
