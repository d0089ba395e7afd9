/**
 * The shape of one locale's message catalogue. Every visible UI string of the shared layout,
 * search, car page and forms lives in a catalogue; adding a locale is adding a catalogue.
 * Templates take `{name}` placeholders, filled by `fill` (src/i18n/messages.ts).
 */

import type { PostcodeRule } from '../domain/validation/postcode';

/** A count's two English forms: `one` for 1, `other` for every other count (filled by `plural`). */
export type Plural = { one: string; other: string };

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
    topBanner: string;
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
    /** Body facet values that do not read as their value capitalised (suv, ute, ...). */
    bodies: Record<string, string>;
    /** The filter panel's own words (FacetPanel, PriceFilter, FilterDrawer) and the header search box. */
    panel: {
      title: string;
      rangeNames: { price: string; year: string; km: string };
      any: string;
      keyword: string;
      keywordPlaceholder: string;
      fromLabel: string;
      upToLabel: string;
      anyMin: string;
      anyMax: string;
      fromOption: string;
      upToOption: string;
      minimumPrice: string;
      maximumPrice: string;
      close: string;
    };
    box: {
      search: string;
      label: string;
      placeholder: string;
      suggested: string;
      suggestions: Plural;
      unavailable: string;
      noMatch: string;
    };
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
    ourLocations: string;
    visitUs: string;
    reply: string;
    searchLabel: string;
    keywordPlaceholder: string;
    allTypes: string;
    typeCount: string;
    searchButton: string;
    quality: string;
    qualityIn: string;
  };
  /** The car page and the car cards of every stock grid. */
  car: {
    description: string;
    features: string;
    comparisonDisclaimer: string;
    similarCars: string;
    similarVehicles: string;
    breadcrumb: string;
    home: string;
    search: string;
    reserved: string;
    sold: string;
    /** A car type's name wherever it is shown: cards, specs, filters, menus, suggestions. */
    conditions: { new: string; demo: string; used: string };
    noPhotos: string;
    actions: { reserve: string; emailUs: string; requestPhotos: string; testDrive: string; tradeIn: string; financeEnquiry: string };
    /** The photo carousel, a client component that gets these as a prop. */
    gallery: {
      carousel: string;
      photosOf: string;
      slide: string;
      photoOf: string;
      photoAlt: string;
      previous: string;
      next: string;
      choose: string;
      show: string;
    };
    location: { heading: string; openingHours: string; viewOnMap: string };
    /** 'Was' and 'Now' are read before a struck-through and a current price. */
    price: { was: string; now: string; subscribe: string; marketBadge: string; scopes: { state: string; national: string } };
    specs: {
      heading: string;
      condition: string;
      make: string;
      model: string;
      badge: string;
      series: string;
      year: string;
      odometer: string;
      fuel: string;
      body: string;
      drive: string;
      transmission: string;
      colour: string;
      seats: string;
      stockNumber: string;
      vin: string;
    };
    certified: {
      opener: string;
      programme: string;
      anyProgramme: string;
      intro: string;
      inspected: string;
      serviced: string;
      checked: string;
      terms: string;
    };
    /** Share buttons and copy link, a client component that gets these as a prop. */
    share: {
      title: string;
      copyLink: string;
      copied: string;
      copyThis: string;
      sharing: string;
      networks: { facebook: string; x: string; linkedin: string; whatsapp: string; email: string };
    };
  };
  /** The car page's estimate panel, calculator, chart and comparison rate disclaimer. */
  finance: {
    estimatedRepayment: string;
    enquireForFinance: string;
    ratesFrom: string;
    estimateFrom: string;
    lenderRange: string;
    /** '{rate}' is the rate in bold. */
    interestRate: string;
    comparisonRate: string;
    showDisclaimer: string;
    hideDisclaimer: string;
    calculator: {
      heading: string;
      price: string;
      deposit: string;
      balloon: string;
      term: string;
      years: Plural;
      repayments: string;
      frequencies: { weekly: string; fortnightly: string; monthly: string; yearly: string };
      rate: string;
      ownRate: string;
      fee: string;
      checkFields: string;
      /** A field that cannot be used as typed; `rate` takes '{max}'. */
      errors: { price: string; amount: string; depositTooHigh: string; balloonTooHigh: string; term: string; frequency: string; rate: string };
    };
    chart: {
      title: string;
      summary: string;
      balloon: string;
      yearMark: string;
      principal: string;
      interest: string;
      principalTotal: string;
      interestTotal: string;
      year: string;
      owing: string;
    };
  };
  /** Words of the shared dialogs, the site's error page and the review provider's rating. */
  common: {
    close: string;
    errorHeading: string;
    errorText: string;
    tryAgain: string;
    providerRating: string;
    /** A browser call that found no site (unreachable) or got no message of the server's (failed). */
    fetchFailed: { unreachable: string; failed: string };
  };
  /** Page titles and descriptions in the head that are not a page's own heading. */
  head: {
    notFound: string;
    siteDescription: string;
    spinToWin: string;
    reserve: string;
    thankYou: string;
    modelsDescription: string;
    modelDescription: string;
    electricTitle: string;
    electricDescription: string;
    dealershipsDescription: string;
    brandDescription: string;
    locationDescription: string;
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
    pleaseChoose: string;
    stars: Plural;
    quickPicks: string;
    loadingTimes: string;
    chooseTime: string;
    close: string;
    vehicle: string;
    stock: string;
    visitOrCall: string;
    hoursMapDirections: string;
  };
  /** Favourites and compare: the client parts read these through ClientTexts (src/ui/i18n). */
  shortlist: {
    status: { in_stock: string; coming_soon: string; sold: string };
    reserved: string;
    remove: string;
    browseStock: string;
    favourites: string;
    compare: string;
    saveCar: string;
    removeCar: string;
    save: string;
    saved: string;
    barTitle: string;
    barMore: string;
    viewFavourites: string;
    noPhoto: string;
    gone: string;
    goneText: string;
    checkingPrice: string;
    enquireForPrice: string;
    removeNamed: string;
    loading: string;
    empty: string;
    savedCount: Plural;
    pricesFailed: string;
    tryAgain: string;
    compareCar: string;
    uncompareCar: string;
    opening: string;
    compareEmpty: string;
    compareNote: Plural;
    comparedCars: string;
    differs: string;
    missing: Plural;
    noneLeft: string;
    compareHint: string;
    rows: {
      price: string;
      year: string;
      odometerKm: string;
      odometerMiles: string;
      fuel: string;
      body: string;
      drive: string;
      transmission: string;
      seats: string;
      repayment: string;
      notStated: string;
      noEstimate: string;
    };
  };
  /** Sign-in, my-garage, watchlist, profile and spin-to-win. */
  accounts: {
    signIn: string;
    intros: {
      'trade-in': string;
      checkout: string;
      finance: string;
      'car-finance': string;
      'spin-to-win': string;
      'online-payment': string;
      'my-garage': string;
      watchlist: string;
    };
    noPassword: string;
    noPasswordOrText: string;
    back: string;
    yourDetails: string;
    addPhone: string;
    tellUs: string;
    saveAndContinue: string;
    enterCode: string;
    codeSent: string;
    codeTexted: string;
    code: string;
    useAnotherEmail: string;
    useAnotherNumber: string;
    email: string;
    emailMeACode: string;
    textMeACode: string;
    textMeInstead: string;
    useEmailInstead: string;
    mobileNumber: string;
    mobileHint: string;
    firstName: string;
    lastName: string;
    phone: string;
    postcode: string;
    saveDetails: string;
    detailsSaved: string;
    emailChangeCodeSent: string;
    emailChangeCode: string;
    myGarage: string;
    signedInAs: string;
    watchlist: string;
    reservations: string;
    enquiries: string;
    bookings: string;
    noEnquiries: string;
    noBookings: string;
    noReservations: string;
    deposit: string;
    watchlistEmpty: string;
    priceOnApplication: string;
    /** The car page's watchlist button and its toast, handed to it as a prop. */
    watchlistButton: { save: string; remove: string; dismiss: string };
    signOut: string;
    signOutEverywhere: string;
    spinRules: string;
    signInToSpin: string;
    prizes: string;
    youWon: string;
    allWon: string;
    spin: string;
  };
  /** Checkout, online payment and the receipt shown after either. */
  payments: {
    reserve: string;
    backToCar: string;
    backHome: string;
    price: string;
    stockNumber: string;
    deposit: string;
    depositNote: string;
    depositManual: string;
    payDeposit: string;
    continueToPayment: string;
    onlinePayment: string;
    onlineIntro: string;
    payNow: string;
    fullName: string;
    email: string;
    reference: string;
    amountRange: string;
    amount: string;
    paymentNumber: string;
    testTitle: string;
    testText: string;
    secureTitle: string;
    secureText: string;
    approve: string;
    refuse: string;
    chooseTestCard: string;
  };
  /** Catalogue pages (/models, /models/{slug}, /brands/{slug}, /dealerships/{make}, /electric-cars) and /success. */
  catalogue: {
    ourModels: string;
    bodyStyle: string;
    /** /models body chips; a body without a name here shows its value. */
    bodies: Record<string, string>;
    noModels: string;
    viewInStock: string;
    noneInStock: string;
    dealerships: string;
    models: string;
    more: string;
    inStock: string;
    viewAll: string;
    noModelStock: string;
    electricTitle: string;
    electricQuestion: string;
    electricExplainer: string;
    electricTeam: string;
    noElectric: string;
    urgent: string;
    backHome: string;
    browseStock: string;
    latestNews: string;
    noNews: string;
  };
  /** Location cards, the location page, holiday hours, maps and star ratings. */
  locations: {
    cardTypes: { sales: string; service: string; parts: string; buying: string };
    pageTypes: { sales: string; service: string; parts: string; buying: string };
    today: string;
    callForHours: string;
    holidayMark: string;
    mvr: string;
    directions: string;
    details: string;
    bookService: string;
    contact: string;
    premises: string;
    contactDetails: string;
    openingHours: string;
    holidayHeading: string;
    viewHoliday: string;
    holidayTitle: string;
    visitPhone: string;
    call: string;
    close: string;
    findUs: string;
    mapOf: string;
    streetMap: string;
    openInMaps: string;
    rated: string;
    ratedFrom: string;
  };
  /** /valuations' instant estimate beside its form. */
  valuation: {
    instantEstimate: string;
    fields: { make: string; model: string; year: string; km: string };
    estimate: string;
    worth: string;
    noEstimate: string;
  };
  /** The form pages' headings and their one-line intros. */
  formPages: {
    valuations: { heading: string; intro: string };
    testDrive: { heading: string; intro: string };
    careers: { heading: string; intro: string };
    tradeIn: { heading: string; intro: string };
    contact: { heading: string; intro: string };
    contactLocation: { heading: string; intro: string };
    personalisedFinance: { heading: string; intro: string };
    financeEnquiry: { heading: string; intro: string };
    financePreApproval: { heading: string; intro: string };
    sellMyCar: { heading: string; intro: string };
    service: { heading: string; intro: string };
    specialOffers: { heading: string; intro: string };
  };
  /** The postcode field (SPEC 5): its format, name and error on the locale's sites. */
  postcode: PostcodeRule;
  /** The email a dealer receives for a lead (src/leads/delivery/lead-email.ts). */
  leadEmail: {
    /** '{site}: {kind} from {name}'. */
    subject: string;
    /** The first line: '{kind} from {name}'. */
    heading: string;
    /** Lead categories in plain words; a category not listed here is written from its slug. */
    kinds: Record<string, string>;
    stock: string;
    price: string;
    priceOnApplication: string;
    odometer: string;
    viewCar: string;
    /** The shopper's answers under this heading, in the order of `fields`. */
    details: string;
    /** Labels of the forms' fields, in the order the forms ask them; answers without a label follow, named from their key. */
    fields: Record<string, string>;
    yes: string;
    no: string;
    files: string;
    /** '{site}' and the page the form was sent from. */
    sentFrom: string;
    leadId: string;
    /** The visitor's device and session ids (docs/visitor-identity.md), to match the lead with the visit. */
    visitorId: string;
    sessionId: string;
    /** 'Reply to this email to answer {name}.' */
    replyHint: string;
  };
};
