import { enAU } from './en-AU';
import type { Messages } from './types';

/** American English (SPEC 1): US words in the interface and respelt data. */
export const enUS: Messages = {
  spelling: [
    { from: 'colour', to: 'color', endings: ['', 's', 'ed', 'ing', 'ful', 'way', 'ways'] },
    { from: 'personalis', to: 'personaliz', endings: ['e', 'ed', 'es', 'ing', 'ation', 'ations'] },
    { from: 'authoris', to: 'authoriz', endings: ['e', 'ed', 'es', 'ing', 'ation'] },
    { from: 'enquir', to: 'inquir', endings: ['y', 'ies', 'e', 'ed', 'es', 'ing', 'er', 'ers'] },
    { from: 'petrol', to: 'gas', endings: [''] },
    { from: 'tyre', to: 'tire', endings: ['', 's'] },
    { from: 'centre', to: 'center', endings: ['', 's'] },
    { from: 'licence', to: 'license', endings: ['', 's'] },
    { from: 'litre', to: 'liter', endings: ['', 's'] },
    { from: 'aluminium', to: 'aluminum', endings: [''] },
  ],
  layout: enAU.layout,
  megaMenu: enAU.megaMenu,
  footer: {
    ...enAU.footer,
    authorisedDealer: 'Authorized {make} Dealer',
    exploreRange: 'Explore the {make} lineup',
    manufacturerNote: 'Genuine {make} service, parts and accessories, backed by the {make} factory warranty.',
    visitNotePhone: 'at',
  },
  search: {
    ...enAU.search,
    browseTiles: 'Browse by make and body style',
    sorts: {
      newest: 'Newest listings',
      price_asc: 'Price: low to high',
      price_desc: 'Price: high to low',
      km_asc: 'Lowest mileage',
      year_desc: 'Year: newest first',
      rank: 'Recommended',
    },
    facetHeadings: {
      car_type: 'Condition',
      make: 'Make',
      model: 'Model',
      body: 'Body style',
      price_range: 'Price',
      fuel: 'Fuel',
      transmission: 'Transmission',
      drive: 'Drivetrain',
      colour: 'Color',
      seats: 'Seats',
      location_name: 'Location',
    },
    bodies: { ...enAU.search.bodies, ute: 'Pickup', 'people-mover': 'Minivan' },
    panel: { ...enAU.search.panel, rangeNames: { ...enAU.search.panel.rangeNames, km: 'Odometer' } },
  },
  home: {
    ...enAU.home,
    serviceText: 'Factory-trained technicians and genuine parts at our service center.',
  },
  car: {
    ...enAU.car,
    actions: { ...enAU.car.actions, financeEnquiry: 'Finance Inquiry' },
    specs: { ...enAU.car.specs, odometer: 'Mileage', body: 'Body style', drive: 'Drivetrain', colour: 'Color' },
    certified: {
      ...enAU.car.certified,
      intro: 'This vehicle is part of the {programme} program. Before sale it has been:',
      terms: "Ask us for the program's warranty and roadside assistance terms.",
    },
  },
  finance: {
    ...enAU.finance,
    calculator: {
      ...enAU.finance.calculator,
      deposit: 'Down payment or trade-in ($)',
      frequencies: { ...enAU.finance.calculator.frequencies, fortnightly: 'Biweekly' },
      errors: { ...enAU.finance.calculator.errors, depositTooHigh: 'The down payment must be less than the price.' },
    },
  },
  common: enAU.common,
  head: {
    ...enAU.head,
    siteDescription: '{site}: new, demo and pre-owned inventory, financing and service.',
  },
  forms: {
    ...enAU.forms,
    storedDetails: 'We filled in your details from your last inquiry on this device.',
  },
  shortlist: {
    ...enAU.shortlist,
    favourites: 'Favorites',
    saveCar: 'Save {name} to favorites',
    removeCar: 'Remove {name} from favorites',
    barTitle: 'Saved to favorites',
    viewFavourites: 'View favorites',
    removeNamed: '{name} from favorites',
    loading: 'Loading your favorites...',
    enquireForPrice: 'Inquire for price',
    rows: { ...enAU.shortlist.rows, body: 'Body style', drive: 'Drivetrain' },
  },
  accounts: {
    ...enAU.accounts,
    intros: { ...enAU.accounts.intros, 'my-garage': 'Sign in to see your garage: your watchlist, inquiries and bookings.' },
    enquiries: 'Inquiries',
    noEnquiries: 'No inquiries sent from this address yet.',
  },
  payments: {
    ...enAU.payments,
    depositManual: ' (your card is authorized now and charged when the dealership confirms)',
    depositNote: 'A deposit of {amount} holds this car for you{manual}. The dealership contacts you to arrange the rest, and the deposit counts toward the price.',
  },
  catalogue: {
    ...enAU.catalogue,
    bodies: { ...enAU.catalogue.bodies, hatchback: 'Hatchback', ute: 'Pickup' },
    electricExplainer:
      'A battery electric vehicle runs on its battery alone: charge it at home overnight or at a public fast charger, and there is no engine to service. ' +
      'A plug-in hybrid pairs a smaller battery, good for most daily driving, with a gas engine for longer trips.',
  },
  locations: {
    ...enAU.locations,
    cardTypes: { ...enAU.locations.cardTypes, service: 'Service Center' },
    pageTypes: { ...enAU.locations.pageTypes, service: 'Service Center' },
    visitPhone: 'at',
  },
  valuation: enAU.valuation,
  formPages: {
    ...enAU.formPages,
    personalisedFinance: { ...enAU.formPages.personalisedFinance, heading: 'Personalized finance' },
    financeEnquiry: { ...enAU.formPages.financeEnquiry, heading: 'Finance inquiry' },
    specialOffers: { ...enAU.formPages.specialOffers, intro: "Ask us about this month's offers on new, demo and pre-owned vehicles, service and financing." },
  },
};
